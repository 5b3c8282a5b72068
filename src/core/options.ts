import { Big } from './money';
import type { OptionDirection, OptionStatus } from './schemas/options';

/*
 * Delivery options, the pure part (domain-rules "Delivery options"): how a close price is taken
 * from the recorded ticks, who wins, and what is paid. The server settles with these; the tests
 * check them against worked tables.
 */

/** The settlement window: the recorded ticks of the last 2 s before `settle_at`. */
export const SETTLEMENT_WINDOW_MS = 2_000;
/** The open price is the latest recorded tick, and no older than this (a stale feed is refused). */
export const OPEN_TICK_MAX_AGE_MS = 3_000;
/** Money is kept to 8 places; a fee is rounded up to them, a payout follows from it. */
export const OPTION_DECIMALS = 8;
/**
 * The tick whose price is the median, when the window holds an odd number of them; with an even
 * number the close is the mean of the two middle ones, and no single tick is it (null).
 */
export function medianTick<T extends { price: string }>(ticks: readonly T[]): T | null {
  if (ticks.length % 2 === 0) return null;
  const sorted = [...ticks].sort((a, b) => new Big(a.price).cmp(b.price));
  return sorted[(sorted.length - 1) / 2]!;
}

/** The demo account is refilled to this, in USDT, at most once an hour. */
export const DEMO_BALANCE = '10000';
export const DEMO_TOPUP_EVERY_MS = 3_600_000;

/**
 * The median of the window's prices: one outlier tick cannot decide a result. With an even
 * count, the mean of the two middle prices (exact: one more decimal place at most).
 */
export function medianPrice(prices: readonly string[]): Big {
  if (prices.length === 0) throw new Error('no prices to take a median of');
  const sorted = prices.map((p) => new Big(p)).sort((a, b) => a.cmp(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : sorted[middle - 1]!.plus(sorted[middle]!).div(2);
}

/**
 * Who wins: up on close > open, down on close < open, flat on |close − open| ≤ the flat band.
 * Up and down at an unchanged price are refunded (neither side was right).
 */
export function optionOutcome(
  direction: OptionDirection,
  open: Big | string,
  close: Big | string,
  flatBand: Big | string,
): Exclude<OptionStatus, 'open'> {
  const move = new Big(close).minus(open);
  if (direction === 'flat') return move.abs().lte(flatBand) ? 'won' : 'lost';
  if (move.eq(0)) return 'refunded';
  return (direction === 'up') === move.gt(0) ? 'won' : 'lost';
}

export type OptionSettlement = {
  /** What goes back to the user's available balance (0 on a loss). */
  payout: Big;
  fee: Big;
  /** The signed change to the user's balance against the stake. */
  profitLoss: Big;
};

/**
 * A win pays stake × (1 + ratio) less the fee. The winnings (stake × ratio) are rounded down to
 * 8 places and the fee, taken on them (× fee rate), rounded up, so a win never pays back less
 * than the stake and every amount fits the ledger's places. A loss forfeits the stake; a refund
 * returns it whole.
 */
export function optionSettlement(
  status: Exclude<OptionStatus, 'open'>,
  stake: Big | string,
  payoutRatio: Big | string,
  feeRate: Big | string,
): OptionSettlement {
  const s = new Big(stake);
  if (status === 'lost') return { payout: new Big(0), fee: new Big(0), profitLoss: s.neg() };
  if (status === 'refunded') return { payout: s, fee: new Big(0), profitLoss: new Big(0) };
  const winnings = s.times(payoutRatio).round(OPTION_DECIMALS, Big.roundDown);
  const fee = winnings.times(feeRate).round(OPTION_DECIMALS, Big.roundUp);
  const payout = s.plus(winnings).minus(fee);
  return { payout, fee, profitLoss: payout.minus(s) };
}

/** What a win would pay, shown before confirming: the same arithmetic as the settlement. */
export const expectedPayout = (stake: Big | string, payoutRatio: Big | string, feeRate: Big | string) =>
  optionSettlement('won', stake, payoutRatio, feeRate).payout;
