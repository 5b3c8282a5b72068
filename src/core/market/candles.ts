import { Big } from '../money';
import type { Candle } from './types';

/**
 * Compares two decimal strings exactly. Rounding to a double keeps order (a ≤ b gives
 * Number(a) ≤ Number(b)), so different doubles already decide it; only equal ones need decimal
 * arithmetic. Parsing every price as a decimal made a first start's history take seconds.
 */
function compareDecimals(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (x !== y) return x < y ? -1 : 1;
  return new Big(a).cmp(b);
}
const max = (a: string, b: string) => (compareDecimals(a, b) >= 0 ? a : b);
const min = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

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
  return { ...mergePrices(earlier, later), v: new Big(earlier.v).plus(later.v).toFixed() };
}

/** mergeCandles without the volume, for a caller that sums a whole bucket's volume at once. */
export function mergePrices(earlier: Omit<Candle, 'v'>, later: Omit<Candle, 'v'>): Omit<Candle, 'v'> {
  return { t: earlier.t, o: earlier.o, h: max(earlier.h, later.h), l: min(earlier.l, later.l), c: later.c };
}
