import { Big } from '../../../core/money';
import type { OptionProduct } from '../../../core/schemas/options';

/** The delivery periods offered for one pair, shortest first (the chips' order). */
export function periodsOf(products: readonly OptionProduct[], symbol: string): OptionProduct[] {
  return products.filter((p) => p.symbol === symbol).sort((a, b) => a.seconds - b.seconds);
}

/** The pairs that have at least one period: only these can be switched to. */
export const symbolsWithOptions = (products: readonly OptionProduct[]): Set<string> =>
  new Set(products.map((p) => p.symbol));

/** A payout ratio as a percent for the chips: "0.85" → "85", "0.875" → "87.5" (exact, no float). */
export const ratioPercent = (ratio: string): string => new Big(ratio).times(100).toFixed();
