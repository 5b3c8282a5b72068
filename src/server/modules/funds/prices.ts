import type { Big } from '../../../core/money';
import { usdtPriceOf } from '../../../core/valuation';
import type { Market } from '../../market/types';

/** What one unit of a coin is worth in USDT, or null when no price is known. */
export type PriceSource = { usdtPrice(symbol: string): Big | null };

/** Only dollar stablecoins: what valuation falls back to when no market is running. */
export const stablecoinPrices: PriceSource = { usdtPrice: (symbol) => usdtPriceOf(symbol, () => null) };

/**
 * Coins valued at their USDT pair's latest recorded tick; a coin without a pair (or before the
 * first tick) shows no valuation rather than a made-up one, and totals say they are partial.
 * The rules are core/valuation.ts, which the valuation method page explains.
 */
export function marketPrices(market: Pick<Market, 'latest'>): PriceSource {
  return { usdtPrice: (symbol) => usdtPriceOf(symbol, (pair) => market.latest(pair)?.price ?? null) };
}
