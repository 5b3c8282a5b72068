import { Big, parseMoney, plainDecimal, truncate } from '../../core/money';

export type Side = 'buy' | 'sell';

/** The percentages of the available balance the form offers. */
export const PERCENTS = [0, 25, 50, 75, 100] as const;

type MaxInput = {
  side: Side;
  /** The limit price, or the last price for a market order. */
  price: string;
  availableQuote: string;
  availableBase: string;
  feeRate: string;
  qtyDecimals: number;
};

/**
 * The most base coin the balance allows, truncated to the pair's quantity precision:
 * a buy spends quote on quantity × price plus the fee on it, so quote ÷ (price × (1 + fee));
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
  const cost = p.times(new Big(1).plus(feeRate));
  return plainDecimal(truncate(new Big(availableQuote).div(cost), qtyDecimals));
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
 * What the order comes to in the quote coin: total = quantity × price and the fee on it.
 * Null while either field is not a positive number.
 */
export function estimate(quantity: string, price: string, feeRate: string): { total: Big; fee: Big } | null {
  const q = parseMoney(quantity);
  const p = parseMoney(price);
  if (!q || !p || q.lte(0) || p.lte(0)) return null;
  const total = q.times(p);
  return { total, fee: total.times(feeRate) };
}

/** One tick of the pair's price precision up or down; never below one tick. */
export function stepPrice(price: string, decimals: number, direction: 1 | -1): string {
  const tick = new Big(1).div(new Big(10).pow(decimals));
  const current = parseMoney(price) ?? new Big(0);
  const next = new Big(truncate(current, decimals)).plus(tick.times(direction));
  return (next.lt(tick) ? tick : next).toFixed(decimals);
}
