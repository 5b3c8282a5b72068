import { Big } from '../../../core/money';
import type { CoinBalance } from './queries';

/** Spec: "hide small balances" hides coins worth under 1 USDT, or holding nothing when unpriced. */
export function isSmallBalance(coin: { total: string; valuation: string | null }): boolean {
  return coin.valuation !== null ? new Big(coin.valuation).lt(1) : new Big(coin.total).eq(0);
}

/** The coin list as the account screen shows it: by symbol or name search, small ones optional. */
export function filterCoins(coins: CoinBalance[], search: string, hideSmall: boolean): CoinBalance[] {
  const needle = search.trim().toLowerCase();
  return coins.filter(
    (c) =>
      (!hideSmall || !isSmallBalance(c)) &&
      (!needle || c.symbol.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle)),
  );
}
