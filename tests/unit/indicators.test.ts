import { describe, expect, it } from 'vitest';
import { bollinger, ema, kdj, macd, rsi, sma, type Series } from '../../src/web/features/chart/indicators';

/** Compares a series with expected values to 4 decimals; null where the indicator is undefined. */
function expectSeries(actual: Series, expected: (number | null)[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (value === null) expect(actual[i], `index ${i}`).toBeNull();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, 4);
  });
}

const range = <T = number>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

describe('moving averages', () => {
  it('SMA(3) is the mean of the last three closes, undefined before the third', () => {
    expectSeries(sma([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4]);
  });

  it('EMA(3) starts from the SMA of the first three, then weighs each close by 2/(3+1)', () => {
    // seed (2+4+6)/3 = 4; then 0.5·8 + 0.5·4 = 6; then 0.5·4 + 0.5·6 = 5
    expectSeries(ema([2, 4, 6, 8, 4], 3), [null, null, 4, 6, 5]);
  });
});

describe('BOLL', () => {
  it('BOLL(20,2) uses the population deviation: alternating 9 and 11 give 10 ± 2', () => {
    // mean 10, every value 1 away, so σ = 1 (a sample deviation would give 1.026 and 12.05)
    const closes = range(20, (i) => (i % 2 ? 11 : 9));
    const { mid, upper, lower } = bollinger(closes, 20, 2);
    expect(mid.slice(0, 19).every((v) => v === null)).toBe(true);
    expect(mid[19]).toBeCloseTo(10, 10);
    expect(upper[19]).toBeCloseTo(12, 10);
    expect(lower[19]).toBeCloseTo(8, 10);
  });

  it('BOLL(5,2) of 1..5: mean 3, variance (4+1+0+1+4)/5 = 2, bands 3 ± 2√2', () => {
    const { mid, upper, lower } = bollinger([1, 2, 3, 4, 5], 5, 2);
    expectSeries(mid, [null, null, null, null, 3]);
    expectSeries(upper, [null, null, null, null, 5.828427]);
    expectSeries(lower, [null, null, null, null, 0.171573]);
  });
});

describe('RSI', () => {
  it("RSI(2) by hand: Wilder's smoothing of gains and losses", () => {
    // changes +1, −1, +2. At index 2: avg gain (1+0)/2 = 0.5, avg loss (0+1)/2 = 0.5 → 50.
    // Index 3: gain (0.5·1 + 2)/2 = 1.25, loss (0.5·1 + 0)/2 = 0.25, RS 5 → 100 − 100/6.
    expectSeries(rsi([10, 11, 10, 12], 2), [null, null, 50, 83.333333]);
  });

  it('RSI(14) of the ChartSchool example series', () => {
    // The first 14 changes gain 3.34 and lose 1.40 in all → RS 2.3857 → 70.4641. (ChartSchool's
    // table prints 70.53, 66.32, … because it rounds the averages to two places first.)
    const closes = [
      44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
      46.0, 46.03, 46.41, 46.22, 45.64,
    ];
    const values = rsi(closes, 14);
    expect(values.slice(0, 14).every((v) => v === null)).toBe(true);
    expectSeries(values.slice(14), [70.4641, 66.2496, 66.4809, 69.3469, 66.2947, 57.915]);
  });

  it('reads 100 without losses and 50 when nothing moves', () => {
    expect(
      rsi(
        range(16, (i) => i),
        14,
      )[15],
    ).toBe(100);
    expect(
      rsi(
        range(16, () => 7),
        14,
      )[15],
    ).toBe(50);
  });
});

describe('MACD', () => {
  it('MACD(12,26,9) of a straight line: DIF is the lag gap 12.5 − 5.5 = 7, DEA 7, bars 0', () => {
    // On a line an SMA-seeded EMA(n) trails the price by exactly (n − 1)/2 bars, forever.
    const { dif, dea, hist } = macd(
      range(40, (i) => 100 + i),
      12,
      26,
      9,
    );
    expect(dif[24]).toBeNull();
    expect(dif[25]).toBeCloseTo(7, 10);
    expect(dif[39]).toBeCloseTo(7, 10);
    expect(dea[32]).toBeNull(); // DEA needs nine DIF values: indices 25…33
    expect(dea[33]).toBeCloseTo(7, 10);
    expect(hist[39]).toBeCloseTo(0, 10);
  });

  it('MACD(12,26,9) after a jump from 10 to 23, by hand', () => {
    // 34 flat closes make every average 10 and DIF = DEA = 0. Then 23 (a move of 13):
    // EMA12 = 10 + 13·2/13 = 12, EMA26 = 10 + 13·2/27 = 10.962963, DIF = 1.037037,
    // DEA = 0 + 1.037037·2/10 = 0.207407, bar = 0.829630.
    const closes = [...range(34, () => 10), 23];
    const { dif, dea, hist } = macd(closes, 12, 26, 9);
    expect(dif[33]).toBeCloseTo(0, 10);
    expect(dea[33]).toBeCloseTo(0, 10);
    expect(dif[34]).toBeCloseTo(1.037037, 5);
    expect(dea[34]).toBeCloseTo(0.207407, 5);
    expect(hist[34]).toBeCloseTo(0.82963, 5);
  });
});

describe('KDJ', () => {
  it('KDJ(9,3,3) by hand from K = D = 50', () => {
    // Bars 0–8: high 12, low 8; the ninth closes at 11 → RSV (11−8)/(12−8) = 75.
    //   K = (2·50 + 75)/3 = 58.3333, D = (2·50 + 58.3333)/3 = 52.7778, J = 3K − 2D = 69.4444
    // Bar 9: high 14, low 9, close 13; window 1–9 spans 8…14 → RSV 5/6 = 83.3333.
    //   K = (2·58.3333 + 83.3333)/3 = 66.6667, D = (2·52.7778 + 66.6667)/3 = 57.4074,
    //   J = 200 − 114.8148 = 85.1852
    const highs = [...range(9, () => 12), 14];
    const lows = [...range(9, () => 8), 9];
    const closes = [...range(8, () => 10), 11, 13];
    const { k, d, j } = kdj(highs, lows, closes, 9, 3, 3);
    expectSeries(k, [...range<null>(8, () => null), 58.333333, 66.666667]);
    expectSeries(d, [...range<null>(8, () => null), 52.777778, 57.407407]);
    expectSeries(j, [...range<null>(8, () => null), 69.444444, 85.185185]);
  });

  it('a window with no range counts as RSV 50 and keeps K and D at 50', () => {
    const flat = range(10, () => 5);
    const { k, d, j } = kdj(flat, flat, flat);
    expect([k[9], d[9], j[9]]).toEqual([50, 50, 50]);
  });
});
