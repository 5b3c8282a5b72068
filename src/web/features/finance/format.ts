import type { TrustProduct } from '../../../core/schemas/finance';
import { coinAmount, ratePercent } from '../../ui/format/figures';

/*
 * The finance screens' figures: amounts in the product's coin at its places, rates as percents.
 * The coins' places come from the balances; a visitor's screens show the amount's own places.
 */

export type Places = (symbol: string) => number | undefined;

export const amountIn = (value: string | null | undefined, currency: string, places: Places, lang: string) =>
  coinAmount(value, currency, places(currency), lang);

/** "146%" for 1.46; "0.4%" for 0.004. */
export const percent = (rate: string, lang: string) => ratePercent(rate, lang);

/** How much of the quota is taken, as a share from 0 to 1 (for the bar) and in words. */
export function quotaShare(product: TrustProduct): number {
  const total = Number(product.quota_total);
  if (!(total > 0)) return 1;
  // A share for a bar's width: a float is fine here, it is never money.
  return Math.min(1, Math.max(0, 1 - Number(product.quota_left) / total));
}
