/** Time is injected so that expiry and lockout are testable without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A clock that can also wake code up later: what timed work (the engine) needs. Tests pass one
 * whose time only moves when they say so, and whose timers fire as it moves.
 */
export type Timers = {
  now: Clock;
  /** Calls `fn` once, `ms` from now; returns the cancel. */
  after(ms: number, fn: () => void): () => void;
};

/** Real timers (not keeping the process alive) reading `now` from the given clock. */
export function systemTimers(now: Clock = systemClock): Timers {
  return {
    now,
    after(ms, fn) {
      const timer = setTimeout(fn, ms);
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}
