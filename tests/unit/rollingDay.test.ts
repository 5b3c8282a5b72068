import { describe, expect, it } from 'vitest';
import { RollingDay } from '../../src/core/market/rollingDay';
import type { Candle } from '../../src/core/market/types';
import { Big } from '../../src/core/money';
import { seededRandom } from '../../src/server/market/feed/random';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const START = Date.parse('2026-11-20T00:00:00Z');

/** Closed minutes around 100.00, with the odd spike up or down that later leaves the window. */
function minutes(count: number, random: () => number): Candle[] {
  const list: Candle[] = [];
  let price = 100;
  for (let i = 0; i < count; i += 1) {
    const open = price;
    price = Math.max(1, price + (random() - 0.5) * 2);
    const spike = random() < 0.01 ? 20 : 0;
    const high = Math.max(open, price) + random() + (random() < 0.5 ? spike : 0);
    const low = Math.max(0.01, Math.min(open, price) - random() - (random() < 0.5 ? spike / 2 : 0));
    list.push({
      t: START + i * MINUTE,
      o: open.toFixed(2),
      h: high.toFixed(2),
      l: low.toFixed(2),
      c: price.toFixed(2),
      v: (random() * 10).toFixed(4),
    });
  }
  return list;
}

/** The 24h figures counted the slow way: every minute in the window, again. */
function counted(all: Candle[], now: number) {
  const window = all.filter((m) => m.t >= now - DAY && m.t <= now);
  const high = window.reduce((h, m) => (h.lt(m.h) ? new Big(m.h) : h), new Big(window[0]!.h));
  const low = window.reduce((l, m) => (l.gt(m.l) ? new Big(m.l) : l), new Big(window[0]!.l));
  const volume = window.reduce((v, m) => v.plus(m.v), new Big(0));
  return { high: high.toFixed(), low: low.toFixed(), volume: volume.round(8, Big.roundDown).toFixed() };
}

describe('the 24-hour window behind a ticker', () => {
  it('has the same high, low and volume as a count over the window, as spikes enter and leave it', () => {
    const all = minutes(3 * 1440, seededRandom(7));
    const day = new RollingDay();
    for (const [i, minute] of all.entries()) {
      const now = minute.t + MINUTE;
      day.addClosed(minute, now);
      // Check every 97 minutes (and the last): enough to cover a spike dropping out of the window.
      if (i % 97 !== 0 && i !== all.length - 1) continue;
      // The latest price sits inside the window's range, so only the window decides high and low.
      const ticker = day.ticker('BTC/USDT', null, minute.c, now, 'simulated');
      expect({ high: ticker.high24h, low: ticker.low24h, volume: ticker.volume24h }).toEqual(
        counted(all.slice(0, i + 1), now),
      );
    }
  });

  it('drops a high older than 24 hours when the ticker is asked for later, with no new minute', () => {
    const day = new RollingDay();
    const peak: Candle = { t: START, o: '100', h: '150', l: '99', c: '100', v: '1' };
    const later: Candle = { t: START + 2 * 3600_000, o: '100', h: '101', l: '98', c: '100', v: '1' };
    day.addClosed(peak, START + MINUTE);
    day.addClosed(later, later.t + MINUTE);
    expect(day.ticker('BTC/USDT', null, '100', later.t + MINUTE, 'simulated').high24h).toBe('150');
    expect(day.ticker('BTC/USDT', null, '100', START + DAY + 5 * MINUTE, 'simulated').high24h).toBe('101');
  });
});
