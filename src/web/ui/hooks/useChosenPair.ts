import type { PairQuote } from '../../../core/schemas/market';
import { useQueryParams } from './useQueryParams';

/**
 * The pair a trading screen shows: `?symbol=BTC/USDT` (home's market rows link there), else the
 * pair last chosen on that screen (kept under `storageKey`, so each screen remembers its own),
 * else the first listed. Switching replaces the address, so back leaves the screen.
 */
export function useChosenPair(
  pairs: PairQuote[],
  storageKey: string,
): [PairQuote | undefined, (symbol: string) => void] {
  const [params, setParams] = useQueryParams();
  const wanted = params.get('symbol') ?? localStorage.getItem(storageKey);
  const pair = pairs.find((p) => p.symbol === wanted) ?? pairs[0];
  const choose = (symbol: string) => {
    localStorage.setItem(storageKey, symbol);
    const next = new URLSearchParams(params);
    next.set('symbol', symbol);
    setParams(next);
  };
  return [pair, choose];
}
