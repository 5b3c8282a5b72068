/**
 * K-line periods (spec §2: 1, 5, 30, 60 minutes, 1 day, 1 week, 1 month, time-share).
 * Time-share is a line of 1m closes, so it reads the 1m candles.
 */
export const PERIODS = ['1m', '5m', '30m', '1h', '1D', '1W', '1M'] as const;
export type Period = (typeof PERIODS)[number];
export const CHART_PERIODS = ['timeshare', ...PERIODS] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);
export const candlePeriodOf = (period: ChartPeriod): Period => (period === 'timeshare' ? '1m' : period);

const MINUTE = 60_000;
const FIXED_MS: Partial<Record<Period, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '1D': 1440 * MINUTE,
};

/**
 * The UTC open time of the candle holding `ts`. Weeks start on Monday 00:00 UTC and months on
 * the 1st, as Binance's 1w and 1M klines do.
 */
export function bucketStart(period: Period, ts: number): number {
  const fixed = FIXED_MS[period];
  if (fixed) return Math.floor(ts / fixed) * fixed;
  const day = Math.floor(ts / FIXED_MS['1D']!) * FIXED_MS['1D']!;
  if (period === '1W') {
    const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
    return day - weekday * FIXED_MS['1D']!;
  }
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The open time of the candle after the one opening at `start`. */
export function nextBucket(period: Period, start: number): number {
  const fixed = FIXED_MS[period];
  if (fixed) return start + fixed;
  if (period === '1W') return start + 7 * FIXED_MS['1D']!;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
