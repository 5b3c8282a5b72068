/**
 * Why money moves. The ledger knows no product: each feature declares its reasons in its
 * manifest, and the app registers them at start. Each has a label under `ledger.reason.*`.
 */
export type LedgerReasonInfo = {
  readonly code: string;
  /** Money entering or leaving, or moving between a user's own accounts: not profit or loss. */
  readonly capital?: boolean;
};

const known = new Map<string, LedgerReasonInfo>();

/** Adds reasons; the same code declared twice must mean the same thing. */
export function registerLedgerReasons(reasons: readonly LedgerReasonInfo[]): void {
  for (const reason of reasons) {
    const existing = known.get(reason.code);
    if (existing && Boolean(existing.capital) !== Boolean(reason.capital))
      throw new Error(`ledger reason ${reason.code} declared twice, differently`);
    known.set(reason.code, reason);
  }
}

export function isLedgerReason(code: string): boolean {
  return known.has(code);
}

/** The reasons that move capital rather than make or lose money (today's PnL leaves them out). */
export function capitalReasons(): string[] {
  return [...known.values()].filter((r) => r.capital).map((r) => r.code);
}
