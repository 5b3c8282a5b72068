import { Big } from '../../../core/money';
import type { Market } from '../../market/types';

/** What one unit of a coin is worth in USDT, or null when no price is known. */
export type PriceSource = { usdtPrice(symbol: string): Big | null };

const isDollarStablecoin = (symbol: string) => symbol === 'USDT' || symbol === 'USDC';

/** Only dollar stablecoins: what valuation falls back to when no market is running. */
export const stablecoinPrices: PriceSource = {
  usdtPrice: (symbol) => (isDollarStablecoin(symbol) ? new Big(1) : null),
};

/**
 * Coins valued at their USDT pair's latest recorded tick; a coin without a pair (or before the
 * first tick) shows no valuation rather than a made-up one, and totals say they are partial.
 */
export function marketPrices(market: Pick<Market, 'latest'>): PriceSource {
  return {
    usdtPrice(symbol) {
      if (isDollarStablecoin(symbol)) return new Big(1);
      const tick = market.latest(`${symbol}/USDT`);
      return tick ? new Big(tick.price) : null;
    },
  };
}
