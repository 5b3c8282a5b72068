import { afterEach, describe, expect, it } from 'vitest';
import { isUsMarketOpen, usMarketOpenDuring, usMarketSession } from '../../src/core/market/usMarketHours';

const at = (iso: string) => Date.parse(iso);

describe('US market hours', () => {
  it.each([
    // Winter (EST, UTC−5): 09:30–16:00 is 14:30–21:00 UTC.
    ['2025-03-07T14:29:59Z', 'before_open'],
    ['2025-03-07T14:30:00Z', 'open'],
    ['2025-03-07T20:59:59Z', 'open'],
    ['2025-03-07T21:00:00Z', 'after_close'],
    // Summer time began on Sunday 9 March 2025 (EDT, UTC−4): 13:30–20:00 UTC.
    ['2025-03-10T13:29:00Z', 'before_open'],
    ['2025-03-10T13:30:00Z', 'open'],
    ['2025-03-10T19:59:00Z', 'open'],
    ['2025-03-10T20:00:00Z', 'after_close'],
    // It ended on Sunday 2 November 2025: back to 14:30 UTC.
    ['2025-11-03T13:45:00Z', 'before_open'],
    ['2025-11-03T14:30:00Z', 'open'],
    // Late Friday evening in New York is already Saturday in UTC.
    ['2025-03-08T01:00:00Z', 'after_close'],
    ['2025-03-08T15:00:00Z', 'weekend'],
    ['2025-03-09T18:00:00Z', 'weekend'],
  ])('at %s the market is %s', (iso, status) => {
    expect(usMarketSession(at(iso)).status).toBe(status);
  });

  it('reads the date in New York, not in UTC', () => {
    // 02:00 UTC on Tuesday is still Monday evening in New York.
    expect(usMarketSession(at('2025-03-11T02:00:00Z')).date).toBe('2025-03-10');
  });

  it.each([
    '2025-01-01',
    '2025-01-20', // Martin Luther King Jr. Day
    '2025-02-17', // Washington's Birthday
    '2025-04-18', // Good Friday
    '2025-05-26', // Memorial Day
    '2025-06-19', // Juneteenth
    '2025-07-04',
    '2025-09-01', // Labor Day
    '2025-11-27', // Thanksgiving
    '2025-12-25',
    '2026-04-03', // Good Friday
    '2026-07-03', // Independence Day falls on a Saturday: kept on Friday
    '2027-06-18', // Juneteenth on a Saturday
    '2027-07-05', // Independence Day on a Sunday: kept on Monday
    '2027-12-24', // Christmas on a Saturday
  ])('is closed all day on the holiday %s', (date) => {
    const noonInNewYork = at(`${date}T17:00:00Z`);
    expect(usMarketSession(noonInNewYork)).toMatchObject({ date, status: 'holiday', opensAt: null });
    expect(isUsMarketOpen(noonInNewYork)).toBe(false);
  });

  it('trades on 31 December when New Year falls on a Saturday', () => {
    expect(usMarketSession(at('2021-12-31T17:00:00Z')).status).toBe('open');
    expect(usMarketSession(at('2022-01-03T17:00:00Z')).status).toBe('open');
  });

  it.each([
    ['2025-07-03', '2025-07-03T17:00:00Z'], // 13:00 EDT
    ['2025-11-28', '2025-11-28T18:00:00Z'], // day after Thanksgiving, 13:00 EST
    ['2025-12-24', '2025-12-24T18:00:00Z'],
  ])('closes at 13:00 on %s', (date, close) => {
    expect(usMarketSession(at(close) - 60_000).status).toBe('open');
    expect(usMarketSession(at(close))).toMatchObject({ date, status: 'after_close', closesAt: at(close) });
  });

  it('gives the day’s opening and closing instants', () => {
    expect(usMarketSession(at('2025-03-10T12:00:00Z'))).toEqual({
      date: '2025-03-10',
      status: 'before_open',
      opensAt: at('2025-03-10T13:30:00Z'),
      closesAt: at('2025-03-10T20:00:00Z'),
    });
  });

  describe('whatever the machine’s time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it('gives the same answer', () => {
      process.env.TZ = 'Asia/Tokyo';
      expect(usMarketSession(at('2025-03-10T13:30:00Z')).status).toBe('open');
      expect(usMarketSession(at('2025-03-10T13:29:00Z')).status).toBe('before_open');
    });
  });

  it.each([
    ['a minute before the open', '2025-03-07T14:29:00Z', 60_000, false],
    ['the first minute', '2025-03-07T14:30:00Z', 60_000, true],
    ['an hour holding the open', '2025-03-10T13:00:00Z', 3600_000, true],
    ['an hour after the close', '2025-03-10T20:00:00Z', 3600_000, false],
    ['a Saturday', '2025-03-08T00:00:00Z', 86_400_000, false],
    ['a Friday', '2025-03-07T00:00:00Z', 86_400_000, true],
    ['Good Friday', '2025-04-18T00:00:00Z', 86_400_000, false],
    ['a week', '2025-03-03T00:00:00Z', 7 * 86_400_000, true],
  ])('knows whether %s holds trading', (_name, from, span, expected) => {
    expect(usMarketOpenDuring(at(from), at(from) + span)).toBe(expected);
  });

  it('answers "open now?" the same way as the full session, all year round', () => {
    // Every 7 minutes through 2025: both DST changes, every holiday and early close.
    const disagreements: string[] = [];
    for (let ts = at('2025-01-01T00:00:00Z'); ts < at('2026-01-01T00:00:00Z'); ts += 7 * 60_000) {
      if (isUsMarketOpen(ts) !== (usMarketSession(ts).status === 'open'))
        disagreements.push(new Date(ts).toISOString());
    }
    expect(disagreements).toEqual([]);
  });
});
