import { Big } from './money';

/*
 * How holdings are valued in USDT: the assets total (server `wallet/list`) and the valuation
 * method page (web) both read these rules, so what the page says is what the total does.
 */

/** Coins counted at exactly 1 USDT each, whatever a market says. */
export const DOLLAR_STABLECOINS = ['USDT', 'USDC'] as const;

export const isDollarStablecoin = (symbol: string): boolean =>
  (DOLLAR_STABLECOINS as readonly string[]).includes(symbol);

/** The spot pair whose latest recorded tick prices a coin: `<coin>/USDT`. */
export const valuationPair = (symbol: string): string => `${symbol}/USDT`;

/**
 * What one unit of `symbol` is worth in USDT: 1 for a dollar stablecoin, else the latest price of
 * its USDT pair (`latest`), or null when that pair has none (no pair, or no tick yet).
 */
export function usdtPriceOf(symbol: string, latest: (pair: string) => string | null): Big | null {
  if (isDollarStablecoin(symbol)) return new Big(1);
  const price = latest(valuationPair(symbol));
  return price === null ? null : new Big(price);
}
