/** How verification codes behave; the numbers users and support staff will ask about. */
export const CODE_POLICY = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** A new code for the same address only after this long. */
  resendAfterMs: 60_000,
  perTargetPerHour: 10,
  perIpPerHour: 30,
} as const;
