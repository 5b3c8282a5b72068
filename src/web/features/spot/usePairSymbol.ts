import type { PairQuote } from '../../../core/schemas/market';
import { useQueryParams } from '../../ui/hooks/useQueryParams';

const LAST_PAIR = 'trade.symbol';

/**
 * The pair on screen: `?symbol=BTC/USDT` (home's market rows link there), else the pair traded
 * last, else the first listed. Switching replaces the address, so back leaves the screen.
 */
export function usePairSymbol(pairs: PairQuote[]): [PairQuote | undefined, (symbol: string) => void] {
  const [params, setParams] = useQueryParams();
  const wanted = params.get('symbol') ?? localStorage.getItem(LAST_PAIR);
  const pair = pairs.find((p) => p.symbol === wanted) ?? pairs[0];
  const choose = (symbol: string) => {
    localStorage.setItem(LAST_PAIR, symbol);
    const next = new URLSearchParams(params);
    next.set('symbol', symbol);
    setParams(next);
  };
  return [pair, choose];
}
