import { Big } from '../../../core/money';
import { ledgerEntry as entry, type LedgerEntry } from '../../ledger/ledger';

/*
 * The ledger entries of each contract movement. Margin sits frozen in the user's `contract`
 * account while a position is open; the price PnL is settled against the platform's contract book
 * `platform:contract`; fees go to `platform:fee`, and what a liquidation leaves between the
 * liquidation and bankruptcy prices to `platform:insurance`.
 */

const USER_ACCOUNT = 'contract';
const BOOK = 'platform:contract';
const FEE = 'platform:fee';
const INSURANCE = 'platform:insurance';

type Owner = { userId: number; coinId: number };

const maxOf = (a: Big, b: Big) => (a.gt(b) ? a : b);
const minOf = (a: Big, b: Big) => (a.lt(b) ? a : b);
const nonZero = (entries: LedgerEntry[]) => entries.filter((e) => !new Big(e.amount).eq(0));

/** A market order's open: margin frozen, the fee paid. */
export function openEntries({ userId, coinId }: Owner, margin: Big, fee: Big): LedgerEntry[] {
  return nonZero([
    entry(userId, USER_ACCOUNT, coinId, 'available', margin.plus(fee).neg()),
    entry(userId, USER_ACCOUNT, coinId, 'frozen', margin),
    entry(null, FEE, coinId, 'available', fee),
  ]);
}

/** A limit order placed: margin and fee frozen until it fills or is cancelled. */
export function reserveEntries({ userId, coinId }: Owner, amount: Big): LedgerEntry[] {
  return [
    entry(userId, USER_ACCOUNT, coinId, 'available', amount.neg()),
    entry(userId, USER_ACCOUNT, coinId, 'frozen', amount),
  ];
}

/** A limit order cancelled: what it froze comes back. */
export const releaseEntries = (owner: Owner, amount: Big) => reserveEntries(owner, amount.neg());

/** A limit order filled: the frozen fee is paid; the margin stays frozen. */
export function fillEntries({ userId, coinId }: Owner, fee: Big): LedgerEntry[] {
  return nonZero([
    entry(userId, USER_ACCOUNT, coinId, 'frozen', fee.neg()),
    entry(null, FEE, coinId, 'available', fee),
  ]);
}

/** Funds added to an isolated position's margin. */
export const addMarginEntries = reserveEntries;

export type CloseInput = {
  /** The position's margin, frozen: initial plus added. */
  margin: Big;
  /** The price PnL at the close price. */
  pnl: Big;
  /** The close fee, or for a liquidation what the insurance fund keeps. */
  charge: Big;
  chargeTo: 'fee' | 'insurance';
  /**
   * The most the user's available balance can give beyond the margin: 0 for isolated (it never
   * loses more than its margin), the account's available balance for cross.
   */
  reach: Big;
};

export type CloseResult = {
  entries: LedgerEntry[];
  /** What came back to available (negative: taken from it, cross only). */
  returned: Big;
  /** What was actually charged: less than asked when the margin (and reach) ran out. */
  charged: Big;
};

/**
 * A close: the margin leaves frozen and margin + PnL − charge returns to available, never less
 * than −reach. The loss owed to the book comes first, the charge from what is left; anything
 * the user cannot cover stays with the book.
 */
export function closeEntries({ userId, coinId }: Owner, input: CloseInput): CloseResult {
  const { margin, pnl, charge, reach } = input;
  const returned = maxOf(margin.plus(pnl).minus(charge), reach.neg());
  const paid = margin.minus(returned);
  // What the user paid beyond the trading result is what the charge can take.
  const charged = minOf(charge, maxOf(paid.plus(pnl), new Big(0)));
  const book = paid.minus(charged);
  return {
    returned,
    charged,
    entries: nonZero([
      entry(userId, USER_ACCOUNT, coinId, 'frozen', margin.neg()),
      entry(userId, USER_ACCOUNT, coinId, 'available', returned),
      entry(null, BOOK, coinId, 'available', book),
      entry(null, input.chargeTo === 'fee' ? FEE : INSURANCE, coinId, 'available', charged),
    ]),
  };
}
