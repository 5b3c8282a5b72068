import type { Candle } from '../../../core/market/types';

/**
 * What changed between two candle lists, so the chart can redraw cheaply:
 *   same  nothing to draw
 *   tail  only candles from index `from` on changed or were appended: `series.update` each
 *   reset anything else (first load, older page prepended, another symbol): `setData`
 */
export type CandleChange = { kind: 'same' } | { kind: 'tail'; from: number } | { kind: 'reset' };

/** More appended candles than this at once (a gap back-filled) is cheaper as one setData. */
const MAX_TAIL = 8;

const sameCandle = (a: Candle, b: Candle) =>
  a === b || (a.t === b.t && a.o === b.o && a.h === b.h && a.l === b.l && a.c === b.c && a.v === b.v);

export function diffCandles(prev: readonly Candle[], next: readonly Candle[]): CandleChange {
  if (prev === next) return { kind: 'same' };
  if (prev.length === 0 || next.length === 0)
    return prev.length === next.length ? { kind: 'same' } : { kind: 'reset' };
  const last = prev.length - 1;
  if (next.length < prev.length || next.length - prev.length > MAX_TAIL) return { kind: 'reset' };
  if (next[0]!.t !== prev[0]!.t || next[last]!.t !== prev[last]!.t) return { kind: 'reset' };
  // Everything before the last old candle must be untouched. The panel keeps the same objects, so
  // this is mostly reference checks.
  for (let i = 0; i < last; i++) if (!sameCandle(prev[i]!, next[i]!)) return { kind: 'reset' };
  for (let i = prev.length; i < next.length; i++) if (next[i]!.t <= next[i - 1]!.t) return { kind: 'reset' };
  const from = sameCandle(prev[last]!, next[last]!) ? prev.length : last;
  return from === next.length ? { kind: 'same' } : { kind: 'tail', from };
}

/**
 * History with the live candles laid over it: a live candle with the open time of the last one
 * replaces it, a newer one is appended, an older one is ignored (history already holds it).
 * Returns `history` itself when nothing applies, and keeps its objects otherwise.
 */
export function withLiveCandles(history: readonly Candle[], live: readonly Candle[]): readonly Candle[] {
  let out: Candle[] | null = null;
  for (const candle of live) {
    const list: readonly Candle[] = out ?? history;
    const lastT = list.length ? list[list.length - 1]!.t : -Infinity;
    if (candle.t < lastT) continue;
    out ??= history.slice();
    if (candle.t === lastT) out[out.length - 1] = candle;
    else out.push(candle);
  }
  return out ?? history;
}
