/**
 * Chart indicators as pure functions over float series. Display only: prices arrive as decimal
 * strings and become numbers at the chart boundary (chartData.ts); nothing here touches money.
 *
 * Every function returns one value per input, aligned by index; `null` where the indicator is
 * not defined yet (too few bars). Conventions follow the common exchange charts (TradingView,
 * Binance): EMA seeded with the SMA of its first window, Wilder's RSI, Bollinger bands with the
 * population standard deviation, MACD histogram = DIF − DEA, KDJ smoothed from 50.
 */
export type Series = (number | null)[];

/** Simple moving average of the last `n` values. */
export function sma(values: readonly number[], n: number): Series {
  const out: Series = new Array<number | null>(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= n) sum -= values[i - n]!;
    if (i >= n - 1) out[i] = sum / n;
  }
  return out;
}

/**
 * Exponential moving average, α = 2 / (n + 1), seeded with the SMA of the first `n` defined
 * values. Leading nulls in the input (an EMA of an EMA, as MACD's signal) are skipped.
 */
export function ema(values: readonly (number | null)[], n: number): Series {
  const out: Series = new Array<number | null>(values.length).fill(null);
  const alpha = 2 / (n + 1);
  let seen = 0;
  let sum = 0;
  let prev = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    seen++;
    if (seen < n) {
      sum += v;
    } else if (seen === n) {
      prev = (sum + v) / n;
      out[i] = prev;
    } else {
      prev = alpha * v + (1 - alpha) * prev;
      out[i] = prev;
    }
  }
  return out;
}

export type Bollinger = { mid: Series; upper: Series; lower: Series };

/** Bollinger bands: SMA(n) ± k population standard deviations of the same window. */
export function bollinger(closes: readonly number[], n = 20, k = 2): Bollinger {
  const mid = sma(closes, n);
  const upper: Series = new Array<number | null>(closes.length).fill(null);
  const lower: Series = new Array<number | null>(closes.length).fill(null);
  for (let i = n - 1; i < closes.length; i++) {
    const m = mid[i]!;
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += (closes[j]! - m) ** 2;
    const sd = Math.sqrt(squares / n);
    upper[i] = m + k * sd;
    lower[i] = m - k * sd;
  }
  return { mid, upper, lower };
}

export type Macd = { dif: Series; dea: Series; hist: Series };

/** MACD: DIF = EMA(fast) − EMA(slow), DEA = EMA(signal) of DIF, histogram = DIF − DEA. */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9): Macd {
  const fastEma = ema(closes, fast);
  const slowEma = ema(closes, slow);
  const dif: Series = closes.map((_, i) => {
    const f = fastEma[i];
    const s = slowEma[i];
    return f == null || s == null ? null : f - s;
  });
  const dea = ema(dif, signal);
  const hist: Series = dif.map((d, i) => {
    const e = dea[i];
    return d == null || e == null ? null : d - e;
  });
  return { dif, dea, hist };
}

/**
 * Wilder's RSI: the first average gain and loss are plain means of the first `n` changes, then
 * avg = (avg × (n − 1) + current) / n. A window without losses reads 100; a flat one reads 50.
 */
export function rsi(closes: readonly number[], n = 14): Series {
  const out: Series = new Array<number | null>(closes.length).fill(null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i <= n) {
      gain += up / n;
      loss += down / n;
      if (i < n) continue;
    } else {
      gain = (gain * (n - 1) + up) / n;
      loss = (loss * (n - 1) + down) / n;
    }
    out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

export type Kdj = { k: Series; d: Series; j: Series };

/**
 * KDJ(n, m1, m2): RSV = (close − lowest low) / (highest high − lowest low) × 100 over `n` bars;
 * K = ((m1 − 1) × K' + RSV) / m1 and D = ((m2 − 1) × D' + K) / m2, both starting from 50;
 * J = 3K − 2D. A window with no range counts as RSV 50 (no direction).
 */
export function kdj(
  highs: readonly number[],
  lows: readonly number[],
  closes: readonly number[],
  n = 9,
  m1 = 3,
  m2 = 3,
): Kdj {
  const len = closes.length;
  const k: Series = new Array<number | null>(len).fill(null);
  const d: Series = new Array<number | null>(len).fill(null);
  const j: Series = new Array<number | null>(len).fill(null);
  let prevK = 50;
  let prevD = 50;
  for (let i = n - 1; i < len; i++) {
    let hh = -Infinity;
    let ll = Infinity;
    for (let x = i - n + 1; x <= i; x++) {
      if (highs[x]! > hh) hh = highs[x]!;
      if (lows[x]! < ll) ll = lows[x]!;
    }
    const rsv = hh === ll ? 50 : ((closes[i]! - ll) / (hh - ll)) * 100;
    prevK = ((m1 - 1) * prevK + rsv) / m1;
    prevD = ((m2 - 1) * prevD + prevK) / m2;
    k[i] = prevK;
    d[i] = prevD;
    j[i] = 3 * prevK - 2 * prevD;
  }
  return { k, d, j };
}
