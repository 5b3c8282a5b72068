import { Big } from '../../../core/money';
import { ledgerEntry as entry, type LedgerEntry } from '../../ledger/ledger';

/*
 * The ledger entries of each locked-fund movement. The principal sits frozen in the user's trust
 * account for the term; interest comes from the platform's finance book into trust available, and
 * an early redemption's penalty goes back to that book.
 */

export const FINANCE_BOOK = 'platform:finance';

type Principal = { userId: number; coinId: number; amount: Big };

/** Subscribing: spot available → trust frozen. */
export const subscribeEntries = ({ userId, coinId, amount }: Principal): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'available', amount.neg()),
  entry(userId, 'trust', coinId, 'frozen', amount),
];

/** A day's interest: from the finance book into trust available. */
export const interestEntries = ({ userId, coinId, amount }: Principal): LedgerEntry[] => [
  entry(userId, 'trust', coinId, 'available', amount),
  entry(null, FINANCE_BOOK, coinId, 'available', amount.neg()),
];

/** Maturity: the principal leaves frozen for trust available, all of it. */
export const releaseEntries = ({ userId, coinId, amount }: Principal): LedgerEntry[] => [
  entry(userId, 'trust', coinId, 'frozen', amount.neg()),
  entry(userId, 'trust', coinId, 'available', amount),
];

/** Early redemption: the refund to trust available, the penalty (if any) to the finance book. */
export function redeemEntries(principal: Principal, penalty: Big): LedgerEntry[] {
  const { userId, coinId, amount } = principal;
  const entries = [
    entry(userId, 'trust', coinId, 'frozen', amount.neg()),
    entry(userId, 'trust', coinId, 'available', amount.minus(penalty)),
    entry(null, FINANCE_BOOK, coinId, 'available', penalty),
  ];
  return entries.filter((e) => !new Big(e.amount).eq(0));
}
