import { candleOf, foldTick, mergePrices } from '../../../core/market/candles';
import { PERIODS, bucketStart, type Period } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import { Big, plainDecimal } from '../../../core/money';
import { normal } from './random';

export type WalkParams = {
  /** The price the history ends at (the live walk starts there). */
  endPrice: number;
  /** Per-second volatility as a fraction of the price. */
  volatility: number;
  priceDecimals: number;
  /** Typical quote turnover per minute, to size volumes. */
  turnoverPerMinute: number;
};

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Minute-level history covers the last days; older days come from a daily walk. */
export const MINUTE_HISTORY_DAYS = 8;
export const DAILY_HISTORY_DAYS = 1100;

/**
 * Consistent history for every period, ending at `endPrice` at `now`: a minute walk over the
 * last days, and a daily walk before it that ends where the minute walk starts. Every longer
 * period is aggregated from those, so 1m, 1h and 1D show the same market.
 */
export function simulateHistory(
  now: number,
  params: WalkParams,
  random: () => number,
): Record<Period, Candle[]> {
  const fmt = (p: number) => plainDecimal(p.toFixed(params.priceDecimals));
  const volumeFor = (price: number, minutes: number) =>
    plainDecimal(((params.turnoverPerMinute * minutes * Math.exp(0.5 * normal(random))) / price).toFixed(4));

  // Walk backwards from the end price, so the last close is exactly where live trading starts.
  // The running minute is the live feed's, so history stops at the minute before it.
  const lastMinute = bucketStart('1m', now) - MINUTE;
  const firstMinute = lastMinute - MINUTE_HISTORY_DAYS * DAY;
  const minuteSigma = params.volatility * Math.sqrt(60);
  const minutes: Candle[] = [];
  let close = params.endPrice;
  for (let t = lastMinute; t >= firstMinute; t -= MINUTE) {
    const open = close * Math.exp(-minuteSigma * normal(random));
    const wick = () => Math.abs(normal(random)) * minuteSigma * 0.5;
    const high = Math.max(open, close) * (1 + wick());
    const low = Math.min(open, close) * (1 - wick());
    minutes.push({ t, o: fmt(open), h: fmt(high), l: fmt(low), c: fmt(close), v: volumeFor(close, 1) });
    close = open;
  }
  minutes.reverse();

  const daySigma = params.volatility * Math.sqrt(86_400);
  const days: Candle[] = [];
  for (let t = bucketStart('1D', firstMinute) - DAY; t >= firstMinute - DAILY_HISTORY_DAYS * DAY; t -= DAY) {
    const open = close * Math.exp(-daySigma * normal(random));
    const wick = () => Math.abs(normal(random)) * daySigma * 0.4;
    const high = Math.max(open, close) * (1 + wick());
    const low = Math.min(open, close) * (1 - wick());
    days.push({ t, o: fmt(open), h: fmt(high), l: fmt(low), c: fmt(close), v: volumeFor(close, 1440) });
    close = open;
  }
  days.reverse();

  const result = Object.fromEntries(PERIODS.map((p) => [p, [] as Candle[]])) as Record<Period, Candle[]>;
  result['1m'] = minutes;
  for (const period of ['5m', '30m', '1h'] as const) result[period] = aggregate(minutes, period);
  const recentDays = aggregate(minutes, '1D');
  result['1D'] = [...days.filter((d) => d.t < (recentDays[0]?.t ?? Infinity)), ...recentDays];
  result['1W'] = aggregate(result['1D'], '1W');
  result['1M'] = aggregate(result['1D'], '1M');
  return result;
}

/**
 * Shorter candles merged into the longer period's buckets, oldest first. A bucket's volume is
 * summed as it fills and written out once, not after every candle merged into it.
 */
export function aggregate(candles: readonly Candle[], period: Period): Candle[] {
  const buckets: { prices: Omit<Candle, 'v'>; volume: Big }[] = [];
  for (const c of candles) {
    const t = bucketStart(period, c.t);
    const last = buckets[buckets.length - 1];
    if (last && last.prices.t === t) {
      last.prices = mergePrices(last.prices, c);
      last.volume = last.volume.plus(c.v);
    } else {
      buckets.push({ prices: { t, o: c.o, h: c.h, l: c.l, c: c.c }, volume: new Big(c.v) });
    }
  }
  return buckets.map(({ prices, volume }) => ({ ...prices, v: volume.toFixed() }));
}

/** The running minute after one more simulated tick. */
export function foldIntoMinute(running: Candle | null, ts: number, price: string, qty: string): Candle {
  const t = bucketStart('1m', ts);
  return running && running.t === t ? foldTick(running, price, qty) : candleOf(t, price, qty);
}
