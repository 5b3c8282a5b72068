/** Time is injected so that expiry and lockout are testable without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
