import { useSyncExternalStore } from 'react';
import type { PairQuote } from '../../../core/schemas/market';
import { useQueryParams } from './useQueryParams';
import { storeChoice, subscribeToStoredChoices } from './storedChoices';

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
  // The stored choice is read after the server's markup is taken over (the server has none).
  const stored = useSyncExternalStore(
    subscribeToStoredChoices,
    () => localStorage.getItem(storageKey),
    () => null,
  );
  const wanted = params.get('symbol') ?? stored;
  const pair = pairs.find((p) => p.symbol === wanted) ?? pairs[0];
  const choose = (symbol: string) => {
    storeChoice(storageKey, symbol);
    const next = new URLSearchParams(params);
    next.set('symbol', symbol);
    setParams(next);
  };
  return [pair, choose];
}
