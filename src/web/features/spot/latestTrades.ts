import type { Trade } from '../../../core/market/types';

/** How many latest trades a screen keeps. */
export const TRADES_KEPT = 30;

/** New trades added to a newest-first list, without repeats, keeping the newest `keep`. */
export function withTrades(current: Trade[], added: Trade[], keep = TRADES_KEPT): Trade[] {
  const seen = new Set(current.map(tradeKey));
  // Pushes list the newest last; a stable sort then keeps same-millisecond trades newest first.
  const fresh = added.filter((t) => !seen.has(tradeKey(t))).reverse();
  return [...fresh, ...current].sort((a, b) => b.ts - a.ts).slice(0, keep);
}
const tradeKey = (t: Trade) => `${t.ts}|${t.price}|${t.qty}|${t.side}`;
