import { createHook } from 'node:async_hooks';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candle, Trade } from '../../src/core/market/types';
import { loadConfig } from '../../src/server/config';
import { createBinanceFeed, type BinanceFeedOptions } from '../../src/server/market/feed/binance';
import { BinanceHttpError } from '../../src/server/market/feed/binanceKlines';
import type { FeedSink, MarketFeed } from '../../src/server/market/feed/types';
import {
  framesOfMinute,
  minuteAt,
  recorded,
  startBinanceStandIn,
  type BinanceStandIn,
  type KlineRow,
  type StreamFrame,
} from '../fixtures/binanceStandIn';

/*
 * The Binance feed against a local server that speaks Binance's REST and combined-stream
 * protocol (tests/fixtures/binanceStandIn.ts): real HTTP, real WebSockets, recorded messages.
 */

type SinkEvent =
  | { kind: 'minute'; symbol: string; candle: Candle }
  | { kind: 'price'; symbol: string; price: string; ts: number }
  | { kind: 'trade'; trade: Trade }
  | { kind: 'connected' }
  | { kind: 'disconnected'; reason: string };

function recordingSink() {
  const events: SinkEvent[] = [];
  const sink: FeedSink = {
    minute: (symbol, candle) => events.push({ kind: 'minute', symbol, candle }),
    price: (symbol, price, ts) => events.push({ kind: 'price', symbol, price, ts }),
    trade: (trade) => events.push({ kind: 'trade', trade }),
    connected: () => events.push({ kind: 'connected' }),
    disconnected: (reason) => events.push({ kind: 'disconnected', reason }),
  };
  const minutes = (symbol: string) =>
    events.flatMap((e) => (e.kind === 'minute' && e.symbol === symbol ? [e.candle] : []));
  const trades = (symbol: string) =>
    events.flatMap((e) => (e.kind === 'trade' && e.trade.symbol === symbol ? [e.trade] : []));
  const count = (kind: SinkEvent['kind']) => events.filter((e) => e.kind === kind).length;
  return { sink, events, minutes, trades, count };
}

// Expected values are written out from Binance's fields here, not by the feed's own parser.
const plain = (text: string) => new Big(text).toFixed();
const candleOfRow = (r: KlineRow): Candle => ({
  t: r[0],
  o: plain(r[1]),
  h: plain(r[2]),
  l: plain(r[3]),
  c: plain(r[4]),
  v: plain(r[5]),
});
const rowAt = (symbol: string, index: number) =>
  recorded.klines[`${symbol}:1m`]!.find((r) => r[0] === minuteAt(index))!;
const tradeOfFrame = (frame: StreamFrame): Trade | null =>
  frame.data.e === 'aggTrade'
    ? {
        symbol: frame.data.s,
        price: plain(frame.data.p),
        qty: plain(frame.data.q),
        side: frame.data.m ? 'sell' : 'buy',
        ts: frame.data.T,
      }
    : null;

/** Candles of one symbol never go back: minute by minute, and within a minute by volume. */
function expectNeverBackwards(candles: Candle[]) {
  for (let i = 1; i < candles.length; i++) {
    const [a, b] = [candles[i - 1]!, candles[i]!];
    expect(b.t).toBeGreaterThanOrEqual(a.t);
    if (b.t === a.t) expect(new Big(b.v).gte(a.v)).toBe(true);
  }
}

/**
 * Timers and TCP sockets created after the call, by anyone in this process. After `stop()` the
 * ones created until then must all be gone (checked by hand: vi.waitFor's timers would count).
 */
function trackHandles() {
  const open = new Map<number, string>();
  const hook = createHook({
    init(id, type) {
      if (type === 'Timeout' || type === 'TCPWRAP') open.set(id, type);
    },
    destroy(id) {
      open.delete(id);
    },
  }).enable();
  cleanups.push(async () => void hook.disable());
  return {
    open: () => [...open.values()],
    async expectAllClosed() {
      const ids = [...open.keys()];
      const left = () => ids.filter((id) => open.has(id)).map((id) => open.get(id));
      for (let i = 0; i < 50 && left().length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(left()).toEqual([]);
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(opts: { minute?: number; feed?: Partial<BinanceFeedOptions> } = {}) {
  const standIn = await startBinanceStandIn({ minute: opts.minute });
  cleanups.push(() => standIn.close());
  const feed = createBinanceFeed({
    restUrl: standIn.restUrl,
    wsUrl: standIn.wsUrl,
    backoff: { initialMs: 100, maxMs: 800 },
    staleAfterMs: 5_000,
    ...opts.feed,
  });
  cleanups.push(() => feed.stop());
  return { standIn, feed };
}

async function startStreaming(feed: MarketFeed, standIn: BinanceStandIn) {
  const recorder = recordingSink();
  const connection = standIn.nextConnection();
  await feed.start(['BTCUSDT', 'ETHUSDT'], recorder.sink);
  await connection;
  return recorder;
}

describe('Binance feed: history over REST', () => {
  it('parses kline rows into candles, trailing zeros dropped, oldest first', async () => {
    const { standIn, feed } = await setup({ minute: 29 });
    const candles = await feed.history('BTCUSDT', '1m', minuteAt(0), minuteAt(29), 1000);
    expect(candles).toHaveLength(30);
    // The first recorded row: [1716199200000,"66909.70000000","66915.58000000","66909.70000000",
    // "66911.81000000","1.78081000",...]
    expect(candles[0]).toEqual({
      t: 1716199200000,
      o: '66909.7',
      h: '66915.58',
      l: '66909.7',
      c: '66911.81',
      v: '1.78081',
    });
    expect(candles).toEqual(recorded.klines['BTCUSDT:1m']!.map(candleOfRow));
    expect(standIn.requests.at(-1)!.get('interval')).toBe('1m');

    // `limit` keeps the latest candles of the range; the range is by open time, inclusive.
    expect((await feed.history('BTCUSDT', '1m', minuteAt(0), minuteAt(29), 5)).map((c) => c.t)).toEqual(
      [25, 26, 27, 28, 29].map(minuteAt),
    );
    expect((await feed.history('ETHUSDT', '1m', minuteAt(3) + 1, minuteAt(7), 100)).map((c) => c.t)).toEqual(
      [4, 5, 6, 7].map(minuteAt),
    );
  });

  it('maps our periods to Binance intervals (1D → 1d, 1W → 1w, 1M → 1M)', async () => {
    const { standIn, feed } = await setup();
    const days = await feed.history('BTCUSDT', '1D', Date.UTC(2024, 4, 16), Date.UTC(2024, 4, 20), 30);
    expect(days).toEqual(recorded.klines['BTCUSDT:1d']!.map(candleOfRow));
    expect(days.map((d) => new Date(d.t).toISOString().slice(0, 10))).toEqual([
      '2024-05-16',
      '2024-05-17',
      '2024-05-18',
      '2024-05-19',
      '2024-05-20',
    ]);
    await feed.history('BTCUSDT', '1W', Date.UTC(2024, 0, 1), Date.UTC(2024, 4, 20), 10);
    await feed.history('BTCUSDT', '1M', Date.UTC(2023, 0, 1), Date.UTC(2024, 4, 1), 10);
    await feed.history('BTCUSDT', '5m', minuteAt(0), minuteAt(29), 10);
    await feed.history('BTCUSDT', '30m', minuteAt(0), minuteAt(29), 10);
    await feed.history('BTCUSDT', '1h', minuteAt(0), minuteAt(29), 10);
    expect(standIn.requests.map((q) => q.get('interval'))).toEqual(['1d', '1w', '1M', '5m', '30m', '1h']);
  });

  it('pages through long ranges in requests of at most 1000 klines', async () => {
    const { standIn, feed } = await setup();
    const start = Date.UTC(2024, 4, 1);
    const rows: KlineRow[] = Array.from({ length: 2500 }, (_, i) => {
      const t = start + i * 60_000;
      const price = (600 + (i % 50) / 10).toFixed(8);
      return [
        t,
        price,
        price,
        price,
        price,
        '12.50000000',
        t + 59_999,
        '7512.50000000',
        40,
        '6.25000000',
        '3756.25000000',
        '0',
      ];
    });
    standIn.addKlines('BNBUSDT', '1m', rows);

    const all = await feed.history('BNBUSDT', '1m', start, start + 2499 * 60_000, 2500);
    expect(all).toHaveLength(2500);
    expect(all.map((c) => c.t)).toEqual(rows.map((r) => r[0]));
    expect(all[1]).toEqual({ t: start + 60_000, o: '600.1', h: '600.1', l: '600.1', c: '600.1', v: '12.5' });
    const pages = standIn.requests.filter((q) => q.get('symbol') === 'BNBUSDT');
    expect(pages).toHaveLength(3);
    for (const q of pages) expect(Number(q.get('limit'))).toBeLessThanOrEqual(1000);
    // Windows follow on from each other: each starts just after the previous one ended.
    for (let i = 1; i < pages.length; i++)
      expect(Number(pages[i]!.get('startTime'))).toBe(Number(pages[i - 1]!.get('endTime')) + 1);

    const latest = await feed.history('BNBUSDT', '1m', start, start + 2499 * 60_000, 1200);
    expect(latest.map((c) => c.t)).toEqual(rows.slice(-1200).map((r) => r[0]));
    expect(standIn.requests.filter((q) => q.get('symbol') === 'BNBUSDT')).toHaveLength(5);
  });

  it("reports Binance's error and gives up on a REST call that takes too long", async () => {
    const { standIn, feed } = await setup();
    const refused = await feed
      .history('NOPEUSDT', '1m', minuteAt(0), minuteAt(5), 10)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BinanceHttpError);
    expect(refused).toMatchObject({ status: 400, code: -1121 });

    const impatient = createBinanceFeed({
      restUrl: standIn.restUrl,
      wsUrl: standIn.wsUrl,
      requestTimeoutMs: 200,
    });
    standIn.setRestDelay(2_000);
    const began = performance.now();
    const slow = await impatient
      .history('BTCUSDT', '1m', minuteAt(0), minuteAt(5), 10)
      .catch((e: unknown) => e);
    expect((slow as Error).name).toBe('TimeoutError');
    expect(performance.now() - began).toBeLessThan(1_500);
  });
});

describe('Binance feed: live stream', () => {
  it('subscribes to the kline and aggTrade streams and passes candles, trades and prices on', async () => {
    const { standIn, feed } = await setup();
    const rec = await startStreaming(feed, standIn);
    expect(standIn.connections[0]!.streams).toEqual([
      'btcusdt@kline_1m',
      'btcusdt@aggTrade',
      'ethusdt@kline_1m',
      'ethusdt@aggTrade',
    ]);
    expect(rec.events[0]).toEqual({ kind: 'connected' });

    const frames = standIn.play(20);
    await vi.waitFor(() => expect(rec.minutes('ETHUSDT').at(-1)).toEqual(candleOfRow(rowAt('ETHUSDT', 20))));
    await vi.waitFor(() => expect(rec.minutes('BTCUSDT').at(-1)).toEqual(candleOfRow(rowAt('BTCUSDT', 20))));

    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      const mine = frames.filter((f) => f.data.s === symbol);
      // Every kline push is the running minute so far, sent on as it is.
      expect(rec.minutes(symbol)).toEqual(
        mine.flatMap((f) =>
          f.data.e === 'kline'
            ? [
                {
                  t: f.data.k.t,
                  o: plain(f.data.k.o),
                  h: plain(f.data.k.h),
                  l: plain(f.data.k.l),
                  c: plain(f.data.k.c),
                  v: plain(f.data.k.v),
                },
              ]
            : [],
        ),
      );
      expect(rec.trades(symbol)).toEqual(mine.flatMap((f) => tradeOfFrame(f) ?? []));
      // Prices: the kline close at its event time and each trade at its trade time, in time order.
      let latest = -Infinity;
      const expected = mine
        .map((f) =>
          f.data.e === 'kline'
            ? { price: plain(f.data.k.c), ts: f.data.E }
            : { price: plain(f.data.p), ts: f.data.T },
        )
        .filter((p) => (p.ts >= latest ? ((latest = p.ts), true) : false));
      expect(
        rec.events.flatMap((e) =>
          e.kind === 'price' && e.symbol === symbol ? [{ price: e.price, ts: e.ts }] : [],
        ),
      ).toEqual(expected);
    }

    // The taker's side: `m` true means the buyer was the maker, so the taker sold.
    const first = frames.find((f) => f.data.e === 'aggTrade' && f.data.s === 'BTCUSDT')!;
    expect(first.data).toMatchObject({ p: '66924.67000000', q: '0.64423000', m: false });
    expect(rec.trades('BTCUSDT')[0]).toEqual({
      symbol: 'BTCUSDT',
      price: '66924.67',
      qty: '0.64423',
      side: 'buy',
      ts: 1716200402346,
    });
    expect(rec.trades('BTCUSDT').some((t) => t.side === 'sell')).toBe(true);
  });

  it('reconnects with growing waits after a drop and back-fills the missed minutes before live data', async () => {
    const { standIn, feed } = await setup();
    const rec = await startStreaming(feed, standIn);
    standIn.play(20);
    const halfOf21 = Math.ceil(framesOfMinute(21).length / 2);
    standIn.play(21, 0, halfOf21);
    await vi.waitFor(() =>
      expect(rec.trades('BTCUSDT').length + rec.trades('ETHUSDT').length).toBe(
        [...framesOfMinute(20), ...framesOfMinute(21).slice(0, halfOf21)].filter(
          (f) => f.data.e === 'aggTrade',
        ).length,
      ),
    );
    expect(rec.minutes('BTCUSDT').at(-1)!.t).toBe(minuteAt(21));

    // The exchange goes away for 1.5 s; minutes 21 (rest), 22 and 23 pass unseen, 24 is running.
    const dropAt = performance.now();
    const beforeDrop = rec.events.length;
    const attemptsBefore = standIn.connections.length;
    standIn.setRestDelay(300);
    standIn.drop(1_500);
    standIn.advanceTo(24);
    const reconnected = standIn.nextConnection();
    await vi.waitFor(() => expect(rec.count('disconnected')).toBe(1));
    await reconnected;
    // Live frames arrive at once, while the back-fill's REST answers are still 300 ms away; by the
    // time those leave, the exchange has traded on, so REST's minute 24 is fresher than the frames.
    const firstHalf = standIn.play(24, 0, 7);
    standIn.tradeAhead(24, 12);
    await vi.waitFor(() => expect(rec.count('connected')).toBe(2), { timeout: 3_000 });
    const secondHalf = standIn.play(24, 7);
    const liveTrades = (symbol: string) =>
      [...firstHalf, ...secondHalf].filter((f) => f.data.s === symbol).flatMap((f) => tradeOfFrame(f) ?? []);
    for (const symbol of ['BTCUSDT', 'ETHUSDT'])
      await vi.waitFor(() =>
        expect(rec.trades(symbol).filter((t) => t.ts >= minuteAt(24))).toHaveLength(
          liveTrades(symbol).length,
        ),
      );

    // Back-off: refused attempts came at growing intervals (100 ms doubling, jittered, capped).
    const attempts = standIn.connections.slice(attemptsBefore);
    expect(attempts.at(-1)!.accepted).toBe(true);
    const refused = attempts.filter((a) => !a.accepted);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    // Attempt n waits a random time in the upper half of min(800, 100·2ⁿ) ms, plus the time a
    // refusal takes to arrive; so the waits grow until the cap.
    const waits = attempts.map((a, i) => a.at - (i === 0 ? dropAt : attempts[i - 1]!.at));
    waits.forEach((wait, n) => {
      const step = Math.min(800, 100 * 2 ** n);
      expect(wait).toBeGreaterThanOrEqual(step / 2 - 2);
      expect(wait).toBeLessThanOrEqual(step + 150);
    });

    // REST was asked for each symbol's minutes from the last one seen (21) on.
    const gapRequests = standIn.requests.filter((q) => q.get('startTime') === String(minuteAt(21)));
    expect(gapRequests.map((q) => q.get('symbol')).sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(gapRequests.every((q) => q.get('interval') === '1m')).toBe(true);

    const after = rec.events.slice(beforeDrop);
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      const candles = rec.minutes(symbol);
      expectNeverBackwards(candles);
      // No hole: every minute from 20 to 24 reached the market, the unseen ones as Binance recorded them.
      expect([...new Set(candles.map((c) => c.t))]).toEqual([20, 21, 22, 23, 24].map(minuteAt));
      for (const index of [21, 22, 23, 24])
        expect(candles.filter((c) => c.t === minuteAt(index)).at(-1)).toEqual(
          candleOfRow(rowAt(symbol, index)),
        );

      // The back-filled minutes come before anything live of minute 24, and before `connected`.
      const lastFill = after.findLastIndex(
        (e) => e.kind === 'minute' && e.symbol === symbol && e.candle.t === minuteAt(23),
      );
      const firstLive = after.findIndex(
        (e) =>
          (e.kind === 'trade' && e.trade.symbol === symbol) ||
          (e.kind === 'price' && e.symbol === symbol && e.ts >= minuteAt(24)),
      );
      expect(lastFill).toBeGreaterThan(0);
      expect(firstLive).toBeGreaterThan(lastFill);
      expect(after.findIndex((e) => e.kind === 'connected')).toBeGreaterThan(lastFill);

      // The trades of minute 24 held back during the back-fill all arrive, once each, in order.
      expect(rec.trades(symbol).filter((t) => t.ts >= minuteAt(24))).toEqual(liveTrades(symbol));
    }
    expect(after.filter((e) => e.kind === 'disconnected')).toHaveLength(1);
    expect(standIn.openSockets()).toBe(1);
  });

  it('retries a gap back-fill that REST refused on a new connection, after Retry-After', async () => {
    const { standIn, feed } = await setup();
    const rec = await startStreaming(feed, standIn);
    standIn.play(20);
    await vi.waitFor(() => expect(rec.minutes('BTCUSDT').at(-1)).toEqual(candleOfRow(rowAt('BTCUSDT', 20))));

    standIn.drop(300);
    standIn.advanceTo(23);
    standIn.rateLimit(2);
    await standIn.nextConnection();
    standIn.play(23, 0, 4);
    // The refused back-fill costs the connection; the next one waits out Retry-After and fills.
    await standIn.nextConnection();
    const refusedAt = standIn.connections.filter((c) => c.accepted).at(-2)!.at;
    const retriedAt = standIn.connections.at(-1)!.at;
    expect(retriedAt - refusedAt).toBeGreaterThanOrEqual(1_000);
    standIn.play(23, 4);
    await vi.waitFor(() => expect(rec.count('connected')).toBe(2));
    await vi.waitFor(() => expect(rec.minutes('ETHUSDT').at(-1)).toEqual(candleOfRow(rowAt('ETHUSDT', 23))));
    await vi.waitFor(() => expect(rec.minutes('BTCUSDT').at(-1)).toEqual(candleOfRow(rowAt('BTCUSDT', 23))));

    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      expectNeverBackwards(rec.minutes(symbol));
      expect([...new Set(rec.minutes(symbol).map((c) => c.t))]).toEqual([20, 21, 22, 23].map(minuteAt));
      for (const index of [20, 21, 22])
        expect(
          rec
            .minutes(symbol)
            .filter((c) => c.t === minuteAt(index))
            .at(-1),
        ).toEqual(candleOfRow(rowAt(symbol, index)));
    }
    // One outage, reported once; the refused back-fill was no reconnection to report.
    expect(rec.count('disconnected')).toBe(1);
  });

  it('replaces a connection that has gone silent (watchdog)', async () => {
    const { standIn, feed } = await setup({
      feed: { staleAfterMs: 300, backoff: { initialMs: 50, maxMs: 200 } },
    });
    const rec = await startStreaming(feed, standIn);
    const replaced = standIn.nextConnection();
    await replaced;
    await vi.waitFor(() => expect(rec.count('disconnected')).toBeGreaterThanOrEqual(1));
    expect(rec.events.find((e) => e.kind === 'disconnected')).toEqual({
      kind: 'disconnected',
      reason: 'no message for 300 ms',
    });
    // Data flows on the new connection; the silent one is gone.
    standIn.play(20);
    await vi.waitFor(() => expect(rec.minutes('BTCUSDT').at(-1)).toEqual(candleOfRow(rowAt('BTCUSDT', 20))));
    await vi.waitFor(() => expect(standIn.openSockets()).toBe(1));
  });

  it('renews the connection before the 24 h limit without a gap or a duplicate', async () => {
    // 700 ms stands in for Binance's 24 hours.
    const { standIn, feed } = await setup({ feed: { maxConnectionMs: 700 } });
    const rec = await startStreaming(feed, standIn);
    const renewed = standIn.nextConnection();
    let index = 0;
    const frames = [...framesOfMinute(20), ...framesOfMinute(21)];
    // Frames keep coming while the feed renews: for a while both sockets receive the same ones.
    const pump = setInterval(() => {
      if (index < frames.length) standIn.send([frames[index++]!]);
    }, 40);
    cleanups.push(async () => clearInterval(pump));
    await renewed;
    await vi.waitFor(() => expect(index).toBe(frames.length), { timeout: 10_000 });
    await vi.waitFor(() => expect(standIn.openSockets()).toBe(1));

    expect(standIn.connections.filter((c) => c.accepted).length).toBeGreaterThanOrEqual(2);
    expect(rec.count('disconnected')).toBe(0);
    expect(rec.count('connected')).toBe(1);
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      expect(rec.trades(symbol)).toEqual(
        frames.filter((f) => f.data.s === symbol).flatMap((f) => tradeOfFrame(f) ?? []),
      );
      expectNeverBackwards(rec.minutes(symbol));
      expect(rec.minutes(symbol).at(-1)).toEqual(candleOfRow(rowAt(symbol, 21)));
    }
  });

  it('stop() closes the socket and leaves no timer or socket behind, even while waiting to retry', async () => {
    const { standIn, feed } = await setup({ feed: { backoff: { initialMs: 4_000, maxMs: 8_000 } } });
    // Every timer and socket created from here on; stop() must leave none of those open.
    const handles = trackHandles();

    const rec = await startStreaming(feed, standIn);
    standIn.play(20);
    await vi.waitFor(() => expect(rec.minutes('BTCUSDT').length).toBeGreaterThan(0));
    // Running, the feed holds a socket and its watchdog and renewal timers.
    expect(handles.open()).toEqual(expect.arrayContaining(['TCPWRAP', 'Timeout', 'Timeout']));
    await feed.stop();
    await vi.waitFor(() => expect(standIn.openSockets()).toBe(0));
    await handles.expectAllClosed();
    const eventsAtStop = rec.events.length;
    standIn.play(21);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rec.events).toHaveLength(eventsAtStop);

    // Started while the exchange refuses: start() returns after the first failure, and the retry
    // (seconds away with these waits) is called off by stop().
    standIn.drop(10_000);
    const waiting = recordingSink();
    const again = trackHandles();
    await feed.start(['BTCUSDT'], waiting.sink);
    expect(waiting.events).toEqual([{ kind: 'disconnected', reason: 'Unexpected server response: 503' }]);
    await feed.stop();
    await again.expectAllClosed();
  });
});

describe('Binance feed configuration', () => {
  it('is off by default and points at Binance unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      marketFeed: 'simulated',
      binanceRestUrl: 'https://api.binance.com',
      binanceWsUrl: 'wss://stream.binance.com:9443',
    });
    expect(
      loadConfig({
        MARKET_FEED: 'binance',
        BINANCE_REST_URL: 'http://127.0.0.1:9000',
        BINANCE_WS_URL: 'ws://127.0.0.1:9001',
      }),
    ).toMatchObject({
      marketFeed: 'binance',
      binanceRestUrl: 'http://127.0.0.1:9000',
      binanceWsUrl: 'ws://127.0.0.1:9001',
    });
    expect(() => loadConfig({ MARKET_FEED: 'okx' })).toThrow();
  });
});
