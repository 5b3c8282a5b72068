import { Big } from '../money';
import type { Candle } from './types';

const max = (a: string, b: string) => (new Big(a).gte(b) ? a : b);
const min = (a: string, b: string) => (new Big(a).lte(b) ? a : b);

/** A one-price candle opening at `t`: the start of a candle made from ticks. */
export function candleOf(t: number, price: string, volume = '0'): Candle {
  return { t, o: price, h: price, l: price, c: price, v: volume };
}

/** A tick folded into a candle: high/low widen, close moves, volume adds. */
export function foldTick(candle: Candle, price: string, volume = '0'): Candle {
  return {
    t: candle.t,
    o: candle.o,
    h: max(candle.h, price),
    l: min(candle.l, price),
    c: price,
    v: new Big(candle.v).plus(volume).toFixed(),
  };
}

/**
 * Two consecutive parts of one bucket merged: `earlier` then `later`. The result keeps the
 * earlier open time and open price and takes the later close.
 */
export function mergeCandles(earlier: Candle, later: Candle): Candle {
  return {
    t: earlier.t,
    o: earlier.o,
    h: max(earlier.h, later.h),
    l: min(earlier.l, later.l),
    c: later.c,
    v: new Big(earlier.v).plus(later.v).toFixed(),
  };
}
