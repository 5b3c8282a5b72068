import { describe, expect, it } from 'vitest';
import { CandleBook } from '../../src/core/market/candleBook';
import { foldTick, mergeCandles } from '../../src/core/market/candles';
import { bucketStart, nextBucket, type Period } from '../../src/core/market/periods';
import type { Candle } from '../../src/core/market/types';
import { aggregate } from '../../src/server/market/feed/simulatedHistory';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const minute = (isoTime: string, o: string, h: string, l: string, c: string, v: string): Candle => ({
  t: at(isoTime),
  o,
  h,
  l,
  c,
  v,
});

describe('bucketStart: the candle a moment belongs to (UTC)', () => {
  const cases: [Period, string, string][] = [
    ['1m', '2026-03-01T10:07:59.999Z', '2026-03-01T10:07:00.000Z'],
    ['5m', '2026-03-01T10:04:59.999Z', '2026-03-01T10:00:00.000Z'],
    ['5m', '2026-03-01T10:05:00.000Z', '2026-03-01T10:05:00.000Z'],
    ['30m', '2026-03-01T10:59:00.000Z', '2026-03-01T10:30:00.000Z'],
    ['1h', '2026-03-01T23:59:59.000Z', '2026-03-01T23:00:00.000Z'],
    ['1D', '2026-03-01T23:59:59.000Z', '2026-03-01T00:00:00.000Z'],
    // Weeks open on Monday: Sunday 1 March 2026 belongs to the week of Monday 23 February.
    ['1W', '2026-03-01T12:00:00.000Z', '2026-02-23T00:00:00.000Z'],
    ['1W', '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
    // Months open on the 1st, whatever their length; leap February included.
    ['1M', '2028-02-29T23:59:00.000Z', '2028-02-01T00:00:00.000Z'],
    ['1M', '2026-12-31T23:59:59.000Z', '2026-12-01T00:00:00.000Z'],
  ];
  it.each(cases)('%s of %s opens at %s', (period, moment, open) => {
    expect(iso(bucketStart(period, at(moment)))).toBe(open);
  });

  it('the next candle follows on: a year end, a month of 28 days, a week', () => {
    expect(iso(nextBucket('1M', at('2026-12-01T00:00:00Z')))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(nextBucket('1M', at('2027-02-01T00:00:00Z')))).toBe('2027-03-01T00:00:00.000Z');
    expect(iso(nextBucket('1W', at('2026-02-23T00:00:00Z')))).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('CandleBook: longer candles from repeated 1m updates', () => {
  it('a running minute sent again is not counted twice', () => {
    const book = new CandleBook();
    book.apply(minute('2026-03-01T10:00:00Z', '100', '101', '99', '100.5', '2'));
    const after = book.apply(minute('2026-03-01T10:00:00Z', '100', '103', '99', '102', '5'))!;
    expect(after['5m']).toEqual(minute('2026-03-01T10:00:00Z', '100', '103', '99', '102', '5'));
    const next = book.apply(minute('2026-03-01T10:01:00Z', '102', '102', '98', '99', '1'))!;
    expect(next['5m']).toEqual(minute('2026-03-01T10:00:00Z', '100', '103', '98', '99', '6'));
    expect(next['1m']).toEqual(minute('2026-03-01T10:01:00Z', '102', '102', '98', '99', '1'));
  });

  it('a minute in a new 5m bucket starts a new candle; the hour keeps both', () => {
    const book = new CandleBook();
    book.apply(minute('2026-03-01T10:04:00Z', '100', '110', '95', '105', '3'));
    const next = book.apply(minute('2026-03-01T10:05:00Z', '105', '106', '104', '104', '1'))!;
    expect(next['5m']).toEqual(minute('2026-03-01T10:05:00Z', '105', '106', '104', '104', '1'));
    expect(next['1h']).toEqual(minute('2026-03-01T10:00:00Z', '100', '110', '95', '104', '4'));
  });

  it('crossing midnight at the end of a month rolls the day, week and month together', () => {
    const book = new CandleBook();
    book.apply(minute('2026-05-31T23:59:00Z', '50', '51', '49', '50', '7'));
    const next = book.apply(minute('2026-06-01T00:00:00Z', '50', '52', '50', '52', '1'))!;
    expect(next['1D'].t).toBe(at('2026-06-01T00:00:00Z'));
    expect(next['1M']).toEqual(minute('2026-06-01T00:00:00Z', '50', '52', '50', '52', '1'));
    // 31 May 2026 is a Sunday, so 1 June opens a new week too.
    expect(next['1W']).toEqual(minute('2026-06-01T00:00:00Z', '50', '52', '50', '52', '1'));
  });

  it('a late update for an older minute is ignored', () => {
    const book = new CandleBook();
    book.apply(minute('2026-03-01T10:02:00Z', '1', '1', '1', '1', '1'));
    expect(book.apply(minute('2026-03-01T10:01:00Z', '9', '9', '9', '9', '9'))).toBeNull();
  });

  it('a gap of minutes leaves the missing ones out rather than inventing them', () => {
    const book = new CandleBook();
    book.apply(minute('2026-03-01T10:00:00Z', '10', '11', '9', '10', '1'));
    const next = book.apply(minute('2026-03-01T10:03:00Z', '12', '13', '12', '13', '2'))!;
    expect(next['5m']).toEqual(minute('2026-03-01T10:00:00Z', '10', '13', '9', '13', '3'));
  });

  it('continues from stored candles without counting the last stored minute twice', () => {
    const book = new CandleBook();
    const lastMinute = minute('2026-03-01T10:02:00Z', '20', '21', '19', '20', '2');
    book.seed({ '1h': minute('2026-03-01T10:00:00Z', '18', '22', '17', '20', '10') }, lastMinute);
    const same = book.apply(minute('2026-03-01T10:02:00Z', '20', '23', '19', '22', '3'))!;
    expect(same['1h']).toEqual(minute('2026-03-01T10:00:00Z', '18', '23', '17', '22', '11'));
    const next = book.apply(minute('2026-03-01T10:03:00Z', '22', '22', '16', '16', '1'))!;
    expect(next['1h']).toEqual(minute('2026-03-01T10:00:00Z', '18', '23', '16', '16', '12'));
  });
});

describe('aggregate: a period from shorter candles', () => {
  it('groups minutes into 30m candles across the bucket boundary', () => {
    const minutes = [
      minute('2026-03-01T10:28:00Z', '1', '2', '1', '2', '1'),
      minute('2026-03-01T10:29:00Z', '2', '5', '2', '4', '2'),
      minute('2026-03-01T10:30:00Z', '4', '4', '3', '3', '4'),
    ];
    expect(aggregate(minutes, '30m')).toEqual([
      minute('2026-03-01T10:00:00Z', '1', '5', '1', '4', '3'),
      minute('2026-03-01T10:30:00Z', '4', '4', '3', '3', '4'),
    ]);
  });
});

describe('high and low of merged candles', () => {
  // Prices a double cannot tell apart: the merge still keeps the exact larger and smaller one.
  it.each([
    ['0.1', '0.10000000000000000001'],
    ['9007199254740992', '9007199254740993'],
    ['65000.123456789012345', '65000.123456789012346'],
  ])('keeps %s < %s apart', (smaller, larger) => {
    const a: Candle = { t: 0, o: smaller, h: smaller, l: smaller, c: smaller, v: '1' };
    const b: Candle = { t: 0, o: larger, h: larger, l: larger, c: larger, v: '1' };
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const merged = mergeCandles(first, second);
      expect([merged.h, merged.l]).toEqual([larger, smaller]);
    }
    expect(foldTick(a, larger).h).toBe(larger);
    expect(foldTick(b, smaller).l).toBe(smaller);
  });
});
