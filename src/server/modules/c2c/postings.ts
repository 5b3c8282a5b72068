import type { Big } from '../../../core/money';
import { ledgerEntry as entry, type LedgerEntry } from '../../ledger/ledger';

/*
 * The ledger entries of peer-to-peer orders. Coins are escrowed as frozen spot balance of their
 * owner: a merchant's sell ad holds its quantity while online; a user selling holds the order's
 * quantity. Releasing moves the escrow to the buyer's available spot balance; cancelling frees
 * it. The fiat never touches the platform.
 */

type Amount = { userId: number; coinId: number; amount: Big };

/** spot available → frozen (an ad's escrow, or a user's order escrow). */
export const escrowEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'available', amount.neg()),
  entry(userId, 'spot', coinId, 'frozen', amount),
];

/** spot frozen → available (an ad paused or edited down, an order cancelled). */
export const escrowReturnEntries = ({ userId, coinId, amount }: Amount): LedgerEntry[] => [
  entry(userId, 'spot', coinId, 'frozen', amount.neg()),
  entry(userId, 'spot', coinId, 'available', amount),
];

/** The seller's escrow to the buyer's available spot balance. */
export const releaseEntries = (a: { sellerId: number; buyerId: number; coinId: number; amount: Big }) => [
  entry(a.sellerId, 'spot', a.coinId, 'frozen', a.amount.neg()),
  entry(a.buyerId, 'spot', a.coinId, 'available', a.amount),
];
