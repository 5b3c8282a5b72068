import type { PairQuote } from '../../../core/schemas/market';

/** "btc", "BTC/", "btcusdt" all find BTC/USDT. */
export function matchesPair(pair: Pick<PairQuote, 'base' | 'quote'>, query: string): boolean {
  const wanted = query
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return wanted === '' || `${pair.base}${pair.quote}`.includes(wanted);
}
