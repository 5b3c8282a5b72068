import { fillAmounts, type SpotSide } from './spot';
import { Big, parseMoney, plainDecimal, truncate } from './money';

/*
 * The order form's money: how much the balance buys or sells, the share chips, the estimate
 * and the price stepper. Pure and exact (Big), rounded as the server rounds (core/spot).
 */

/** The percentages of the available balance the form offers. */
export const PERCENTS = [0, 25, 50, 75, 100] as const;

type MaxInput = {
  side: SpotSide;
  /** The limit price, or the last price for a market order. */
  price: string;
  availableQuote: string;
  availableBase: string;
  feeRate: string;
  qtyDecimals: number;
};

/**
 * The most base coin the balance allows, truncated to the pair's quantity precision:
 * a buy spends quote on quantity × price plus the fee on it, so quote ÷ (price × (1 + fee)) —
 * one step less when the server's rounding of the fee (up, core/spot) would pass the balance;
 * a sell can sell what base coin is available. "0" while the price is unknown.
 */
export function maxQuantity({
  side,
  price,
  availableQuote,
  availableBase,
  feeRate,
  qtyDecimals,
}: MaxInput): string {
  if (side === 'sell') return plainDecimal(truncate(availableBase, qtyDecimals));
  const p = parseMoney(price);
  if (!p || p.lte(0)) return '0';
  const step = new Big(1).div(new Big(10).pow(qtyDecimals));
  let max = new Big(truncate(new Big(availableQuote).div(p.times(new Big(1).plus(feeRate))), qtyDecimals));
  while (max.gt(0) && fillAmounts('buy', max, p, feeRate).userQuote.gt(availableQuote)) max = max.minus(step);
  return plainDecimal(max);
}

/** `percent` % of the maximum, truncated to the pair's quantity precision, as the field shows it. */
export function quantityForPercent(max: string, percent: number, qtyDecimals: number): string {
  return plainDecimal(truncate(new Big(max).times(percent).div(100), qtyDecimals));
}

/** The percentage chip a typed quantity matches exactly, if any (so the chip shows as chosen). */
export function matchingPercent(quantity: string, max: string, qtyDecimals: number): number | null {
  const q = parseMoney(quantity);
  if (!q || new Big(max).eq(0)) return null;
  return PERCENTS.find((p) => p > 0 && q.eq(quantityForPercent(max, p, qtyDecimals))) ?? null;
}

/**
 * What the order comes to in the quote coin, rounded as the server rounds it (core/spot): the
 * total quantity × price and the fee on it. Null while either field is not a positive number.
 */
export function estimate(
  side: SpotSide,
  quantity: string,
  price: string,
  feeRate: string,
): { total: Big; fee: Big } | null {
  const q = parseMoney(quantity);
  const p = parseMoney(price);
  if (!q || !p || q.lte(0) || p.lte(0)) return null;
  const { quote, fee } = fillAmounts(side, q, p, feeRate);
  return { total: quote, fee };
}

/** One tick of the pair's price precision up or down; never below one tick. */
export function stepPrice(price: string, decimals: number, direction: 1 | -1): string {
  const tick = new Big(1).div(new Big(10).pow(decimals));
  const current = parseMoney(price) ?? new Big(0);
  const next = new Big(truncate(current, decimals)).plus(tick.times(direction));
  return (next.lt(tick) ? tick : next).toFixed(decimals);
}
