import { Big } from '../../../core/money';
import type { Candle } from '../../../core/market/types';

/** A compact chart's drawing: the line through the closes and the area under it, in a box. */
export type Sparkline = {
  line: string;
  area: string;
  /** Where the newest close is drawn (the live dot). */
  last: { x: number; y: number };
  direction: 'up' | 'down' | 'flat';
};

/**
 * Screen coordinates only (a pixel is not money; the labels come from `priceRange`, exact).
 * The top and bottom of the box keep a margin so the line never touches the labels' edge; a flat
 * hour is drawn across the middle. Fewer than two closes draw nothing.
 */
export function sparkline(
  closes: readonly string[],
  width: number,
  height: number,
  margin = 6,
): Sparkline | null {
  if (closes.length < 2) return null;
  const values = closes.map(Number);
  let hi = 0;
  let lo = 0;
  values.forEach((v, i) => {
    if (v > values[hi]!) hi = i;
    if (v < values[lo]!) lo = i;
  });
  const span = values[hi]! - values[lo]!;
  const step = width / (values.length - 1);
  const room = height - 2 * margin;
  const yOf = (v: number) => (span === 0 ? height / 2 : margin + ((values[hi]! - v) / span) * room);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = values.map((v, i) => `${round(i * step)},${round(yOf(v))}`);
  const first = values[0]!;
  const newest = values[values.length - 1]!;
  return {
    line: `M${points.join('L')}`,
    area: `M0,${height}L${points.join('L')}L${width},${height}Z`,
    last: { x: width, y: round(yOf(newest)) },
    direction: newest > first ? 'up' : newest < first ? 'down' : 'flat',
  };
}

/**
 * The highest and lowest prices traded in these candles (their highs and lows, which the line
 * through the closes does not reach): what a trader reads as the hour's high and low. Exact: the
 * feed's strings compared as decimals.
 */
export function priceRange(candles: readonly Candle[]): { high: string; low: string } | null {
  if (candles.length === 0) return null;
  let high = candles[0]!.h;
  let low = candles[0]!.l;
  for (const candle of candles) {
    if (new Big(candle.h).gt(high)) high = candle.h;
    if (new Big(candle.l).lt(low)) low = candle.l;
  }
  return { high, low };
}
