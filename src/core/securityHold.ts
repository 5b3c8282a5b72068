/** How long a security change holds withdrawals: a changed fund password, a replaced bank card. */
export const SECURITY_HOLD_MS = 24 * 3600_000;

/** The end of the hold a change made at `changedAt` puts on withdrawals, or null once it is over. */
export function holdUntil(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const until = new Date(changedAt.getTime() + SECURITY_HOLD_MS);
  return until > now ? until : null;
}
