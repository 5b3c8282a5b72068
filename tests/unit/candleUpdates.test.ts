import { describe, expect, it } from 'vitest';
import type { Candle } from '../../src/core/market/types';
import { diffCandles, withLiveCandles } from '../../src/web/features/chart/candleUpdates';
import { BarsConverter, toBars } from '../../src/web/features/chart/chartData';
import { parsePrefs, toggle } from '../../src/web/features/chart/chartPrefs';
import { MAIN_INDICATORS, SUB_INDICATORS } from '../../src/web/features/chart/types';

const candle = (t: number, c = '10'): Candle => ({ t, o: '10', h: '11', l: '9', c, v: '1' });
const list = (...times: number[]) => times.map((t) => candle(t));

describe('live candles over history', () => {
  const history = list(1000, 2000, 3000);

  it('a candle with the open time of the last one replaces it', () => {
    const out = withLiveCandles(history, [candle(3000, '12')]);
    expect(out.map((c) => [c.t, c.c])).toEqual([
      [1000, '10'],
      [2000, '10'],
      [3000, '12'],
    ]);
    expect(history[2]!.c).toBe('10'); // history itself is not changed
  });

  it('a newer candle is appended, then replaced by its own updates', () => {
    const out = withLiveCandles(history, [candle(4000, '11'), candle(4000, '13')]);
    expect(out.map((c) => [c.t, c.c])).toEqual([
      [1000, '10'],
      [2000, '10'],
      [3000, '10'],
      [4000, '13'],
    ]);
  });

  it('an older candle is ignored, and nothing new gives back the same list', () => {
    expect(withLiveCandles(history, [candle(2000, '99')])).toBe(history);
    expect(withLiveCandles(history, [])).toBe(history);
  });

  it('live candles alone make the list before history arrives', () => {
    expect(withLiveCandles([], [candle(5000)]).map((c) => c.t)).toEqual([5000]);
  });
});

describe('what the chart redraws', () => {
  const prev = list(1000, 2000, 3000);

  it('only the last point when the last candle changed', () => {
    expect(diffCandles(prev, withLiveCandles(prev, [candle(3000, '12')]))).toEqual({ kind: 'tail', from: 2 });
  });

  it('only the new point when a candle was appended', () => {
    expect(diffCandles(prev, withLiveCandles(prev, [candle(4000)]))).toEqual({ kind: 'tail', from: 3 });
  });

  it('the last two when the old last changed and a new one was appended', () => {
    expect(diffCandles(prev, withLiveCandles(prev, [candle(3000, '12'), candle(4000)]))).toEqual({
      kind: 'tail',
      from: 2,
    });
  });

  it('nothing when equal values arrive in new objects (a refetch)', () => {
    expect(diffCandles(prev, list(1000, 2000, 3000))).toEqual({ kind: 'same' });
  });

  it('everything when older candles were prepended, on first data, or for other data', () => {
    expect(diffCandles(prev, list(0, 1000, 2000, 3000))).toEqual({ kind: 'reset' });
    expect(diffCandles([], prev)).toEqual({ kind: 'reset' });
    expect(diffCandles(prev, list(1000, 2500, 3000))).toEqual({ kind: 'reset' });
    expect(diffCandles(prev, list(1000, 2000))).toEqual({ kind: 'reset' });
    expect(
      diffCandles(prev, list(1000, 2000, 3000, ...Array.from({ length: 9 }, (_, i) => 4000 + i))),
    ).toEqual({
      kind: 'reset',
    });
  });
});

describe('numbers for the canvas', () => {
  it('converts open time to seconds and the decimal strings to numbers', () => {
    expect(toBars([{ t: 60_000, o: '1.5', h: '2', l: '1', c: '1.75', v: '0.001' }])).toEqual({
      time: [60],
      open: [1.5],
      high: [2],
      low: [1],
      close: [1.75],
      volume: [0.001],
    });
  });

  it('after a tick, reusing the previous conversion gives what a full conversion gives', () => {
    const converter = new BarsConverter();
    const first = list(1000, 2000, 3000);
    converter.convert(first);
    const ticked = withLiveCandles(first, [candle(3000, '12'), candle(4000, '13')]);
    expect(converter.convert(ticked)).toEqual(toBars(ticked));
    const other = list(5000, 6000);
    expect(converter.convert(other)).toEqual(toBars(other));
  });
});

describe('chart preferences', () => {
  it('keeps only known periods and indicators from storage', () => {
    expect(parsePrefs(JSON.stringify({ period: '5m', main: ['BOLL', 'XYZ'], sub: ['RSI'] }))).toEqual({
      period: '5m',
      main: ['BOLL'],
      sub: ['RSI'],
    });
    expect(parsePrefs('{"period":"2h"}').period).toBe('1h');
    expect(parsePrefs('not json')).toEqual(parsePrefs(null));
  });

  it('toggles an indicator and keeps the pane order whatever the click order', () => {
    expect(toggle(SUB_INDICATORS, ['KDJ'], 'VOL')).toEqual(['VOL', 'KDJ']);
    expect(toggle(SUB_INDICATORS, ['VOL', 'KDJ'], 'VOL')).toEqual(['KDJ']);
    expect(toggle(MAIN_INDICATORS, [], 'EMA')).toEqual(['EMA']);
  });
});
