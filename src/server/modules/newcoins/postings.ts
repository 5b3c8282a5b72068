import type { Big } from '../../../core/money';
import { ledgerEntry as entry, type LedgerEntry } from '../../ledger/ledger';

/*
 * The ledger entries of a new coin's sale. The payment is frozen in the buyer's spot account while
 * the window runs; at the allotment the cost goes to the platform's new-coin book and the rest is
 * released; at launch the coins come from that book into the buyer's spot account, frozen (locked)
 * until the lock-up ends.
 */

export const NEWCOIN_BOOK = 'platform:newcoin';

type Amount = { userId: number; coinId: number; amount: Big };

/** Subscribing: the payment, spot available → spot frozen. */
export const freezeEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'available', amount.neg()),
  entry(userId, 'spot', coinId, 'frozen', amount),
];

/** What the allotment did not spend comes back: spot frozen → spot available. */
export const releaseEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'frozen', amount.neg()),
  entry(userId, 'spot', coinId, 'available', amount),
];

/** The cost of the coins allotted: from the frozen payment to the new-coin book. */
export const paymentEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'frozen', amount.neg()),
  entry(null, NEWCOIN_BOOK, coinId, 'available', amount),
];

/** Launch: the coins, from the book into the buyer's spot account, frozen for the lock-up. */
export const creditLockedEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(null, NEWCOIN_BOOK, coinId, 'available', amount.neg()),
  entry(userId, 'spot', coinId, 'frozen', amount),
];

/** The lock-up's end: spot frozen → spot available. */
export const unlockEntries = releaseEntries;

/** An IEO's payment, made in the pay window from what is available: spot available → the book. */
export const paymentFromAvailableEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'available', amount.neg()),
  entry(null, NEWCOIN_BOOK, coinId, 'available', amount),
];
