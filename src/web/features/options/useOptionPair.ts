import type { PairQuote } from '../../../core/schemas/market';
import { useQueryParams } from '../../ui/hooks/useQueryParams';

const LAST_PAIR = 'option.symbol';

/**
 * The pair on screen, among those with options: `?symbol=BTC/USDT`, else the pair used last
 * here, else the first. Kept apart from spot's last pair: a user may trade one and bet on another.
 */
export function useOptionPair(pairs: PairQuote[]): [PairQuote | undefined, (symbol: string) => void] {
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
