/** How long to wait between reconnect attempts: doubling from `initialMs`, never above `maxMs`. */
export type BackoffPolicy = { initialMs: number; maxMs: number };

/**
 * The wait before reconnect attempt `attempt` (0 for the first retry). "Equal jitter": a random
 * point in the upper half of the doubled step, so many servers that lost the same exchange do not
 * come back in lock-step, while each wait is still at least as long as the one before (until the
 * cap), which keeps a refusing server from being hammered.
 */
export function backoffDelay(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}
