import type { Ticker } from '../../../core/market/types';
import type { PairQuote } from '../../../core/schemas/market';

/** The latest live ticker of each pair, by symbol. */
export type LiveTickers = Record<string, Ticker>;

/**
 * The live tickers with a message's tickers in. A ticker the list already has (same time) keeps
 * its object, and a message that moves nothing returns `current` itself: React then redraws no
 * row for it.
 */
export function withTickers(current: LiveTickers, tickers: Ticker[]): LiveTickers {
  const moved = tickers.filter((ticker) => current[ticker.symbol]?.ts !== ticker.ts);
  if (moved.length === 0) return current;
  const next = { ...current };
  for (const ticker of moved) next[ticker.symbol] = ticker;
  return next;
}

/**
 * The pairs with their newer live ticker. A pair becomes a new object once per ticker (`merged`
 * remembers it), so a row drawn from it (memoised) redraws only when its own quote moved.
 */
export function pairsWithLiveTickers(
  pairs: PairQuote[],
  live: LiveTickers,
  merged: WeakMap<PairQuote, PairQuote>,
): PairQuote[] {
  return pairs.map((p) => {
    const ticker = live[p.symbol];
    if (!ticker || (p.ticker && ticker.ts < p.ticker.ts)) return p;
    let pair = merged.get(p);
    if (pair?.ticker !== ticker) merged.set(p, (pair = { ...p, ticker }));
    return pair;
  });
}
