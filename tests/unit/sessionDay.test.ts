import { describe, expect, it } from 'vitest';
import { SessionDay } from '../../src/core/market/sessionDay';
import type { Candle } from '../../src/core/market/types';
import { usSessionAt, usSessionBefore } from '../../src/core/market/usMarketHours';

const at = (iso: string) => Date.parse(iso);
const minute = (iso: string, o: string, h: string, l: string, c: string, v = '10'): Candle => ({
  t: at(iso),
  o,
  h,
  l,
  c,
  v,
});

describe('US sessions a stock’s day is measured by', () => {
  it.each([
    // November: New York is UTC−5, the session 14:30–21:00 UTC.
    ['during Friday’s session', '2026-11-20T16:00:00Z', '2026-11-20T14:30:00Z', '2026-11-19T14:30:00Z'],
    ['on Saturday', '2026-11-21T12:00:00Z', '2026-11-20T14:30:00Z', '2026-11-19T14:30:00Z'],
    ['Monday before the bell', '2026-11-23T14:29:00Z', '2026-11-20T14:30:00Z', '2026-11-19T14:30:00Z'],
    ['Monday at the bell', '2026-11-23T14:30:00Z', '2026-11-23T14:30:00Z', '2026-11-20T14:30:00Z'],
    // Thanksgiving (Thursday 26 November) is closed: Friday's short day follows Wednesday.
    ['the Friday after Thanksgiving', '2026-11-27T15:00:00Z', '2026-11-27T14:30:00Z', '2026-11-25T14:30:00Z'],
    // July: UTC−4, the session 13:30–20:00 UTC.
    ['a summer Tuesday', '2026-07-14T18:00:00Z', '2026-07-14T13:30:00Z', '2026-07-13T13:30:00Z'],
  ])('%s: the latest session and the one before it', (_, now, opens, previousOpens) => {
    const session = usSessionAt(at(now));
    expect(new Date(session.opensAt).toISOString()).toBe(new Date(at(opens)).toISOString());
    expect(new Date(usSessionBefore(session).opensAt).toISOString()).toBe(
      new Date(at(previousOpens)).toISOString(),
    );
  });

  it('knows the early close of the day after Thanksgiving (13:00 New York)', () => {
    expect(new Date(usSessionAt(at('2026-11-27T20:00:00Z')).closesAt).toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
  });
});

describe('a stock’s ticker over its session', () => {
  /** Thursday's and Friday's sessions, with after-hours trading that is not part of either. */
  function week(): SessionDay {
    const day = new SessionDay();
    const now = at('2026-11-20T21:30:00Z');
    for (const m of [
      minute('2026-11-19T14:30:00Z', '100', '101', '99', '100.5'),
      minute('2026-11-19T20:59:00Z', '100.5', '102', '100', '101'), // Thursday's close: 101
      minute('2026-11-19T22:00:00Z', '101', '101.5', '100.8', '101.2'), // after hours
      minute('2026-11-20T14:30:00Z', '101.5', '104', '101', '103', '20'),
      minute('2026-11-20T20:59:00Z', '103', '103.5', '98', '99', '30'), // Friday's close: 99
      minute('2026-11-20T21:10:00Z', '99', '120', '90', '99.5', '5'), // after hours, wild
    ])
      day.addClosed(m, now);
    return day;
  }

  it('on Saturday shows Friday’s move from Thursday’s close, and Friday’s session figures', () => {
    const ticker = week().ticker('AAPL', null, '99.5', at('2026-11-21T12:00:00Z'), 'simulated');
    expect(ticker).toMatchObject({
      last: '99.5',
      open24h: '101', // Thursday's regular close, not its after-hours trade
      change: '-1.5',
      changePct: '-1.49',
      high24h: '104', // the after-hours 120 and 90 are not the day's range
      low24h: '98',
      volume24h: '50',
      turnover24h: '5030', // 20 × 103 + 30 × 99
    });
  });

  it('during the session counts the running minute and measures from the last close', () => {
    const day = week();
    const running = minute('2026-11-23T14:30:00Z', '99.4', '106', '99.2', '105', '7');
    const ticker = day.ticker('AAPL', running, '105', at('2026-11-23T14:30:30Z'), 'simulated');
    expect(ticker).toMatchObject({
      open24h: '99', // Friday's close
      change: '6',
      changePct: '6.06',
      high24h: '106',
      low24h: '99.2',
      volume24h: '7',
    });
  });

  it('shows no change when it has no minute of the previous session (a new listing)', () => {
    const day = new SessionDay();
    const ticker = day.ticker('NEW', null, '42', at('2026-11-21T12:00:00Z'), 'simulated');
    expect(ticker).toMatchObject({
      open24h: '42',
      change: '0',
      changePct: '0.00',
      high24h: '42',
      low24h: '42',
    });
  });

  it('on Monday measures from Friday’s close, and needs the minutes from Friday’s open', () => {
    const monday = at('2026-11-23T15:00:00Z');
    expect(new Date(SessionDay.historyFrom(monday)).toISOString()).toBe('2026-11-20T14:30:00.000Z');
    const day = week();
    day.addClosed(minute('2026-11-23T14:30:00Z', '99', '100', '98', '99.8'), monday);
    // Thursday's minutes are gone: Monday measures from Friday's close.
    expect(day.ticker('AAPL', null, '99.8', monday, 'simulated').open24h).toBe('99');
  });
});
