import type { CoinBalance } from './queries';
import { isSmallBalance } from '../../ui/format/formatAmount';

/** The coin list as the account screen shows it: by symbol or name search, small ones optional. */
export function filterCoins(coins: CoinBalance[], search: string, hideSmall: boolean): CoinBalance[] {
  const needle = search.trim().toLowerCase();
  return coins.filter(
    (c) =>
      (!hideSmall || !isSmallBalance(c)) &&
      (!needle || c.symbol.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle)),
  );
}
