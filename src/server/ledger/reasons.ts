/**
 * Why money moves. The ledger knows no product: each feature declares its reasons in its
 * manifest, and the app registers them at start. Each has a label under `ledger.reason.*`.
 */

/**
 * What a movement is to the user's profit and loss, declared for every reason so that a new
 * product has to decide (today's P&L counts `profit` only):
 * - `profit`: money made or lost — fills, fees, settlements, funding, yields, rebates;
 * - `capital`: money coming in, going out, or moving between the user's own accounts — deposits,
 *   withdrawals, transfers, operator credits and debits, demo refills;
 * - `hold`: available ↔ frozen within one balance (an order's funds set aside or released). The
 *   ledger refuses a `hold` posting that changes any balance's total.
 */
export type LedgerReasonKind = 'profit' | 'capital' | 'hold';

export type LedgerReasonInfo = {
  readonly code: string;
  readonly kind: LedgerReasonKind;
};

const known = new Map<string, LedgerReasonInfo>();

/** Adds reasons; the same code declared twice must mean the same thing. */
export function registerLedgerReasons(reasons: readonly LedgerReasonInfo[]): void {
  for (const reason of reasons) {
    const existing = known.get(reason.code);
    if (existing && existing.kind !== reason.kind)
      throw new Error(`ledger reason ${reason.code} declared twice, differently`);
    known.set(reason.code, reason);
  }
}

export function isLedgerReason(code: string): boolean {
  return known.has(code);
}

export function ledgerReasonKind(code: string): LedgerReasonKind | undefined {
  return known.get(code)?.kind;
}

/** The reasons whose movements are profit or loss (today's P&L counts only these). */
export const isProfitReason = (code: string): boolean => ledgerReasonKind(code) === 'profit';

const books = new Set<string>();

/**
 * The platform's books (`platform:<name>`: the other side of a deposit, a fill, a fee…), each
 * declared by the features that post to it; the ledger refuses a book no feature declares.
 */
export function registerPlatformBooks(names: readonly string[]): void {
  for (const name of names) {
    if (!name.startsWith('platform:')) throw new Error(`platform book ${name} must start with platform:`);
    books.add(name);
  }
}

export const isPlatformBook = (account: string): boolean => books.has(account);
