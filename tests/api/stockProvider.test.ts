import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Candle, Trade } from '../../src/core/market/types';
import { MassiveRequestError } from '../../src/server/market/feed/massive/rest';
import { createMassiveFeed, type FeedLog } from '../../src/server/market/feed/stockProvider';
import type { FeedSink, MarketFeed } from '../../src/server/market/feed/types';
import { startMassiveStandIn, type MassiveStandIn } from '../fixtures/massiveStandIn';

/**
 * The Massive adapter against a local server speaking Massive's REST and WebSocket protocol:
 * the real adapter code runs, only the far end is a stand-in.
 */
const KEY = 'test-key-4Zq1';
const MIN = 60_000;
// Friday 7 March 2025, 10:00 in New York (EST).
const T0 = Date.parse('2025-03-07T15:00:00Z');

function recordingSink() {
  const calls = {
    prices: [] as { symbol: string; price: string; ts: number }[],
    minutes: [] as { symbol: string; candle: Candle }[],
    trades: [] as Trade[],
    events: [] as string[],
  };
  const sink: FeedSink = {
    price: (symbol, price, ts) => calls.prices.push({ symbol, price, ts }),
    minute: (symbol, candle) => calls.minutes.push({ symbol, candle }),
    trade: (trade) => calls.trades.push(trade),
    connected: () => calls.events.push('connected'),
    disconnected: (reason) => calls.events.push(`disconnected: ${reason}`),
  };
  return { sink, calls };
}

function recordingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: FeedLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

async function until(check: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('Massive stock feed', () => {
  let standIn: MassiveStandIn;
  let feed: MarketFeed | null = null;
  const logged = recordingLog();

  const makeFeed = (key = KEY) =>
    (feed = createMassiveFeed({
      apiKey: key,
      restUrl: standIn.restUrl,
      wsUrl: standIn.wsUrl,
      log: logged.log,
      backoff: { initialMs: 50, maxMs: 400 },
    }));

  beforeEach(async () => {
    standIn = await startMassiveStandIn({ key: KEY, pageSize: 2 });
    logged.lines.length = 0;
  });
  afterEach(async () => {
    await feed?.stop();
    feed = null;
    await standIn.close();
  });

  describe('history', () => {
    it('reads minute bars as decimal strings, following next_url pages, the latest `limit` of them', async () => {
      standIn.setBars(
        'AAPL',
        '1/minute',
        [0, 1, 2, 3, 4].map((i) => ({
          t: T0 + i * MIN,
          o: 230 + i,
          h: 230.55 + i,
          l: 229.9 + i,
          c: 230.1 + i,
          v: 1200 + i,
        })),
      );
      const candles = await makeFeed().history('AAPL', '1m', T0, T0 + 10 * MIN, 4);
      expect(candles).toEqual([
        { t: T0 + MIN, o: '231', h: '231.55', l: '230.9', c: '231.1', v: '1201' },
        { t: T0 + 2 * MIN, o: '232', h: '232.55', l: '231.9', c: '232.1', v: '1202' },
        { t: T0 + 3 * MIN, o: '233', h: '233.55', l: '232.9', c: '233.1', v: '1203' },
        { t: T0 + 4 * MIN, o: '234', h: '234.55', l: '233.9', c: '234.1', v: '1204' },
      ]);
      // Five bars in pages of two: three requests, the first for the documented path.
      expect(standIn.requests.map((r) => r.path)).toEqual([
        `/v2/aggs/ticker/AAPL/range/1/minute/${T0}/${T0 + 10 * MIN}`,
        `/v2/aggs/ticker/AAPL/range/1/minute/${T0}/${T0 + 10 * MIN}`,
        `/v2/aggs/ticker/AAPL/range/1/minute/${T0}/${T0 + 10 * MIN}`,
      ]);
    });

    it('sends the key in the Authorization header, never in the address', async () => {
      await makeFeed().history('AAPL', '1m', T0, T0 + MIN, 10);
      expect(standIn.requests[0]).toMatchObject({ authorization: `Bearer ${KEY}`, apiKey: null });
    });

    it('puts a New York day bar on its UTC date and folds days into Monday weeks', async () => {
      // Massive's day bars open at midnight in New York: 05:00 UTC in winter.
      const days = [3, 4, 5, 6, 7].map((d, i) => ({
        t: Date.parse(`2025-03-0${d}T05:00:00Z`),
        o: 100 + i,
        h: 110 + i,
        l: 90 - i,
        c: 101 + i,
        v: 1000,
      }));
      standIn.setBars('MSFT', '1/day', days);
      const from = Date.parse('2025-03-03T00:00:00Z');
      const to = Date.parse('2025-03-08T00:00:00Z');
      const daily = await makeFeed().history('MSFT', '1D', from, to, 10);
      expect(daily.map((c) => new Date(c.t).toISOString())).toEqual([
        '2025-03-03T00:00:00.000Z',
        '2025-03-04T00:00:00.000Z',
        '2025-03-05T00:00:00.000Z',
        '2025-03-06T00:00:00.000Z',
        '2025-03-07T00:00:00.000Z',
      ]);
      expect(await feed!.history('MSFT', '1W', from, to, 10)).toEqual([
        { t: from, o: '100', h: '114', l: '86', c: '105', v: '5000' },
      ]);
    });

    it('fails clearly on a key Massive does not know, and logs why', async () => {
      const error = await makeFeed('wrong-key')
        .history('AAPL', '1m', T0, T0 + MIN, 10)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MassiveRequestError);
      expect(error).toMatchObject({ status: 401, detail: 'Unknown API Key' });
      expect(logged.lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringContaining('check STOCK_FEED_KEY'),
          obj: expect.objectContaining({ status: 401, detail: 'Unknown API Key' }),
        }),
      );
    });
  });

  describe('live trades', () => {
    it('authenticates with the key, subscribes to each stock’s trades and turns trades into ticks and minutes', async () => {
      const { sink, calls } = recordingSink();
      await makeFeed().start(['AAPL', 'MSFT'], sink);
      expect(standIn.received).toEqual([
        { action: 'auth', params: KEY },
        { action: 'subscribe', params: 'T.AAPL,T.MSFT' },
      ]);
      expect(calls.events).toEqual(['connected']);

      standIn.trade('AAPL', 230.12, 100, T0 + 1_000);
      standIn.trade('AAPL', 230.4, 50, T0 + 2_500);
      standIn.trade('AAPL', 230.05, 10, T0 + 3_000, [37]); // odd lot: volume, never the price
      standIn.trade('AAPL', 229.98, 200, T0 + 4_000);
      standIn.trade('AAPL', 231, 300, T0 + MIN + 1_000); // the next minute
      standIn.trade('TSLA', 250, 100, T0 + 5_000); // not ours
      await until(() => calls.minutes.length === 5, 'five minute updates');

      expect(calls.prices).toEqual([
        { symbol: 'AAPL', price: '230.12', ts: T0 + 1_000 },
        { symbol: 'AAPL', price: '230.4', ts: T0 + 2_500 },
        { symbol: 'AAPL', price: '229.98', ts: T0 + 4_000 },
        { symbol: 'AAPL', price: '231', ts: T0 + MIN + 1_000 },
      ]);
      expect(calls.minutes.map((m) => m.candle)).toEqual([
        { t: T0, o: '230.12', h: '230.12', l: '230.12', c: '230.12', v: '100' },
        { t: T0, o: '230.12', h: '230.4', l: '230.12', c: '230.4', v: '150' },
        { t: T0, o: '230.12', h: '230.4', l: '230.12', c: '230.4', v: '160' },
        { t: T0, o: '230.12', h: '230.4', l: '229.98', c: '229.98', v: '360' },
        { t: T0 + MIN, o: '231', h: '231', l: '231', c: '231', v: '300' },
      ]);
      // No aggressor side from Massive: the tick rule says who took the trade.
      expect(calls.trades.map((t) => [t.price, t.qty, t.side])).toEqual([
        ['230.12', '100', 'buy'],
        ['230.4', '50', 'buy'],
        ['229.98', '200', 'sell'],
        ['231', '300', 'buy'],
      ]);
    });

    it('drops a late print so ticks stay in time order', async () => {
      const { sink, calls } = recordingSink();
      await makeFeed().start(['AAPL'], sink);
      standIn.trade('AAPL', 230, 100, T0 + MIN);
      standIn.trade('AAPL', 229, 100, T0 + 30_000); // printed late, from the minute before
      standIn.trade('AAPL', 230.5, 100, T0 + MIN + 5_000);
      await until(() => calls.prices.length === 2, 'two ticks');
      expect(calls.prices.map((p) => p.price)).toEqual(['230', '230.5']);
      expect(calls.minutes.every((m) => m.candle.t === T0 + MIN)).toBe(true);
    });
  });

  describe('failures', () => {
    it('logs a refused key clearly and does not hammer the provider with retries', async () => {
      const { sink, calls } = recordingSink();
      await makeFeed('wrong-key').start(['AAPL'], sink);
      expect(calls.events).toEqual(['disconnected: auth_failed: authentication failed']);
      expect(logged.lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringContaining('Massive refused the key (STOCK_FEED_KEY)'),
          obj: expect.objectContaining({ status: 'auth_failed', message: 'authentication failed' }),
        }),
      );
      await new Promise((r) => setTimeout(r, 300)); // several back-off periods
      expect(standIn.connections).toBe(1);
      expect(calls.events).toEqual(['disconnected: auth_failed: authentication failed']);
    });

    it('reconnects after the connection drops, fills the missed minutes from history, then streams on', async () => {
      let clock = T0 + 10_000;
      feed = createMassiveFeed({
        apiKey: KEY,
        restUrl: standIn.restUrl,
        wsUrl: standIn.wsUrl,
        log: logged.log,
        backoff: { initialMs: 50, maxMs: 400 },
        now: () => clock,
      });
      const { sink, calls } = recordingSink();
      await feed.start(['AAPL'], sink);
      await until(() => standIn.listeners('AAPL') === 1, 'the subscription');
      standIn.trade('AAPL', 230, 100, T0 + 10_000);
      await until(() => calls.prices.length === 1, 'the first tick');

      // Away for almost three minutes: Massive's minute bars hold what was missed.
      standIn.setBars('AAPL', '1/minute', [
        { t: T0, o: 230, h: 230.8, l: 229.7, c: 230.6, v: 900 },
        { t: T0 + MIN, o: 230.6, h: 231.2, l: 230.5, c: 231.1, v: 700 },
        { t: T0 + 2 * MIN, o: 231.1, h: 231.4, l: 230.9, c: 231.3, v: 650 },
      ]);
      clock = T0 + 2 * MIN + 40_000;
      standIn.dropAll();
      await until(() => calls.events.length === 3, 'disconnect and reconnect');
      expect(calls.events[1]).toMatch(/^disconnected: connection closed/);
      expect(calls.events[2]).toBe('connected');
      expect(standIn.connections).toBe(2);
      expect(logged.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'stock feed reconnecting',
          obj: expect.objectContaining({ attempt: 1 }),
        }),
      );
      // The whole first minute replaces the partial one; the two closed minutes after it follow;
      // the running third minute is not closed yet, so it comes from live trades.
      expect(calls.minutes.slice(1).map((m) => [m.candle.t, m.candle.c, m.candle.v])).toEqual([
        [T0, '230.6', '900'],
        [T0 + MIN, '231.1', '700'],
      ]);
      expect(calls.prices[1]).toEqual({ symbol: 'AAPL', price: '231.1', ts: T0 + 2 * MIN - 1 });
      expect(logged.lines).toContainEqual(
        expect.objectContaining({
          msg: 'stock feed: gap back-filled',
          obj: expect.objectContaining({ minutes: 2 }),
        }),
      );

      await until(() => standIn.listeners('AAPL') === 1, 'the new subscription');
      standIn.trade('AAPL', 231.5, 10, T0 + 2 * MIN + 45_000);
      await until(() => calls.prices.length === 3, 'a tick after the reconnect');
      expect(calls.prices[2]).toEqual({ symbol: 'AAPL', price: '231.5', ts: T0 + 2 * MIN + 45_000 });
      expect(calls.minutes.at(-1)!.candle).toEqual({
        t: T0 + 2 * MIN,
        o: '231.5',
        h: '231.5',
        l: '231.5',
        c: '231.5',
        v: '10',
      });
    });

    it('keeps retrying with growing waits while the provider cannot be reached', async () => {
      const address = standIn.wsUrl;
      await standIn.close();
      const { sink } = recordingSink();
      feed = createMassiveFeed({
        apiKey: KEY,
        restUrl: standIn.restUrl,
        wsUrl: address,
        log: logged.log,
        backoff: { initialMs: 20, maxMs: 80 },
        random: () => 1, // no jitter: the longest wait of each step
      });
      await feed.start(['AAPL'], sink); // resolves: an unreachable provider does not hold up start-up
      await until(
        () => logged.lines.filter((l) => l.msg === 'stock feed reconnecting').length >= 4,
        'retries',
      );
      const waits = logged.lines
        .filter((l) => l.msg === 'stock feed reconnecting')
        .map((l) => (l.obj as { waitMs: number }).waitMs);
      expect(waits.slice(0, 4)).toEqual([20, 40, 80, 80]);
      standIn = await startMassiveStandIn({ key: KEY }); // for afterEach
    });
  });
});
