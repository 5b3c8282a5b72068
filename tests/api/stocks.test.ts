import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { klineChannel, STOCKS, TICKERS } from '../../src/core/market/channels';
import type { Candle, Ticker } from '../../src/core/market/types';
import type {
  KlineResponse,
  QuotationResponse,
  StockPriceResponse,
  StockQuotationResponse,
} from '../../src/core/schemas/market';
import { loadConfig } from '../../src/server/config';
import { isUsMarketOpen, usSessionAt, usSessionBefore } from '../../src/core/market/usMarketHours';
import type { FeedSink } from '../../src/server/market/feed/types';
import { SessionDay } from '../../src/core/market/sessionDay';
import { createSimulatedFeed } from '../../src/server/market/feed/simulated';
import { withUsMarketHours } from '../../src/server/modules/stocks/marketHoursFeed';
import { clearOfMinuteEnd, createManualFeed } from '../fixtures/manualFeed';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { openWs, type Frame } from '../helpers/wsClient';

const MINUTE = 60_000;

describe.each(dbKinds())('US stock calls on %s', (kind) => {
  let h: Harness;
  // AAPL minutes as the feed's history gives them: the last half hour of the previous regular
  // session (closing at 230) and up to half an hour of the latest one, which rose to 234.
  const session = usSessionAt(Date.now());
  const previous = usSessionBefore(session);
  // Prices in whole cents, written as decimals: no float sums in the fixture.
  const dollars = (cents: number) => String(cents / 100);
  const candle = (t: number, closeCents: number, highCents = closeCents + 50): Candle => ({
    t,
    o: dollars(closeCents),
    h: dollars(highCents),
    l: dollars(closeCents - 50),
    c: dollars(closeCents),
    v: '1000',
  });
  const history: Candle[] = [
    ...Array.from({ length: 30 }, (_, i) => candle(previous.closesAt - (30 - i) * MINUTE, 22_971 + i)),
    ...Array.from({ length: 30 }, (_, i) => session.opensAt + i * MINUTE)
      .filter((t) => t < Date.now() - 2 * MINUTE)
      .map((t, i) => candle(t, 23_100 + i, i === 0 ? 23_400 : undefined)),
  ];
  const previousClose = '230';

  beforeAll(async () => {
    h = await createHarness(kind, {}, undefined, { stockFeed: createManualFeed({ AAPL: history }) });
  });
  afterAll(async () => {
    await h?.close();
  });

  const quotation = async () => (await h.get('usstock/quotation')).body.data as StockQuotationResponse;
  const kline = async (query: string) => (await h.get(`usstock/kline?${query}`)).body.data as KlineResponse;
  const newPrice = async (symbol: string, lang?: string) =>
    h.post('usstock/getNewPrice', { symbol }, { lang });

  it('lists the eight stocks with name, exchange and precision, labelled with their source', async () => {
    const q = await quotation();
    expect(q.source).toBe('simulated');
    expect(q.stocks.map((s) => s.symbol)).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'TSLA',
      'AMZN',
      'GOOGL',
      'META',
      'JPM',
    ]);
    expect(q.stocks[0]).toMatchObject({ name: 'Apple Inc.', exchange: 'NASDAQ', price_decimals: 2 });
    expect(q.stocks[7]).toMatchObject({ name: 'JPMorgan Chase & Co.', exchange: 'NYSE' });
    // No price has come for MSFT: no made-up ticker.
    expect(q.stocks[1]!.ticker).toBeNull();
  });

  it('serves back-filled history oldest first, in every chart period, paging back', async () => {
    const first = await kline('symbol=AAPL&period=1m&limit=10');
    expect(first).toMatchObject({ symbol: 'AAPL', period: '1m', source: 'simulated' });
    expect(first.candles).toEqual(history.slice(-10));
    const older = await kline(`symbol=AAPL&period=1m&limit=5&before=${first.candles[0]!.t}`);
    expect(older.candles).toEqual(history.slice(-15, -10));
    for (const period of ['timeshare', '5m', '30m', '1h', '1D', '1W', '1M']) {
      const res = await kline(`symbol=AAPL&period=${period}&limit=3`);
      expect(res.period).toBe(period);
    }
  });

  it('prices a stock live: the ticker, the new price and the open candle follow the feed', async () => {
    await clearOfMinuteEnd(); // the three ticks share one minute for the open-candle check
    const now = Date.now();
    h.stockFeed.push('AAPL', '231.2', now);
    h.stockFeed.push('AAPL', '231.75', now + 1000, '300');
    h.stockFeed.push('AAPL', '231.05', now + 2000, '200');
    await waitFor(async () => (await quotation()).stocks[0]!.ticker?.last === '231.05');
    const price = (await newPrice('AAPL')).body.data as StockPriceResponse;
    // The day is the latest session: its highs, and the ticks just pushed if it is still open.
    const sessionHighs = history.filter((c) => c.t >= session.opensAt).map((c) => Number(c.h));
    const dayHigh = Math.max(...sessionHighs, ...(isUsMarketOpen(now) ? [231.75] : []));
    expect(price).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      price_decimals: 2,
      source: 'simulated',
      ticker: {
        symbol: 'AAPL',
        last: '231.05',
        // Measured from the previous session's close, as stock apps do, not from 24h ago.
        open24h: previousClose,
        high24h: String(dayHigh),
        change: '1.05',
        changePct: '0.46',
        source: 'simulated',
      },
    });
    const live = await kline('symbol=AAPL&period=1m&limit=1');
    expect(live.candles[0]).toMatchObject({ o: '231.2', h: '231.75', l: '231.05', c: '231.05', v: '501' });
  });

  it('keeps stocks apart from the spot pairs', async () => {
    const spot = (await h.get('currency/quotation_new')).body.data as QuotationResponse;
    expect(spot.pairs.some((p) => p.symbol === 'AAPL')).toBe(false);
    expect((await h.get('currency/kline?symbol=AAPL&period=1m')).body.type).toBe('error');
  });

  it('refuses an unknown stock in the caller’s language, never with a 500', async () => {
    const res = await newPrice('ZZZZ', 'zh-CN');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      type: 'error',
      message: await message('errors.stock_unknown', { symbol: 'ZZZZ' }, 'zh-CN'),
    });
    expect((await h.get('usstock/kline?symbol=ZZZZ&period=1m')).body.message).toBe(
      await message('errors.stock_unknown', { symbol: 'ZZZZ' }),
    );
    const malformed = await newPrice('aapl;drop');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(await message('errors.symbol_invalid'));
    expect((await h.post('usstock/getNewPrice', {})).status).toBe(400);
  });
});

describe('US stocks on the realtime socket', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => h?.close());

  it('streams the stock tickers on `stocks` and a stock’s open candle, never on the coins’ channel', async () => {
    h.stockFeed.push('NVDA', '141.37');
    const c = await openWs(url);
    expect(await c.sub(STOCKS)).toEqual({ op: 'subbed', ch: STOCKS });
    const nvda = (f: Frame) =>
      f.ch === STOCKS && (f.data as Ticker[]).some((t) => t.symbol === 'NVDA' && t.last === '141.37');
    expect(await c.next(nvda, 5000)).toBeTruthy();

    const channel = klineChannel('NVDA', '1m');
    expect(await c.sub(channel)).toEqual({ op: 'subbed', ch: channel });
    h.stockFeed.push('NVDA', '141.52');
    expect(await c.next((f) => f.ch === channel && (f.data as Candle).c === '141.52', 5000)).toBeTruthy();

    expect(await c.sub(TICKERS)).toEqual({ op: 'subbed', ch: TICKERS });
    const coinsWithStocks = await c.within(
      1500,
      (f) => f.ch === TICKERS && (f.data as Ticker[]).some((t) => t.symbol === 'NVDA'),
    );
    expect(coinsWithStocks).toEqual([]);
    await c.close();
  });
});

describe('stock feed settings', () => {
  it('defaults to the simulated feed held to market hours', () => {
    expect(loadConfig({}).stockFeed).toEqual({
      provider: 'simulated',
      key: undefined,
      restUrl: 'https://api.massive.com',
      wsUrl: 'wss://socket.massive.com/stocks',
      simulatedHours: 'market',
    });
  });

  it('refuses to start a provider without its key, and an unknown provider', () => {
    expect(() => loadConfig({ STOCK_FEED: 'massive' })).toThrow(/STOCK_FEED_KEY/);
    expect(() => loadConfig({ STOCK_FEED: 'yahoo' })).toThrow();
    expect(loadConfig({ STOCK_FEED: 'massive', STOCK_FEED_KEY: 'k' }).stockFeed.provider).toBe('massive');
  });
});

describe('simulated stock prices outside US market hours', () => {
  // Friday 7 March 2025: 15:59 and 16:01 in New York (EST), then Monday 09:31.
  const beforeClose = Date.parse('2025-03-07T20:59:00Z');
  const afterClose = Date.parse('2025-03-07T21:01:00Z');
  const mondayOpen = Date.parse('2025-03-10T13:31:00Z');

  function recordingSink() {
    const prices: [string, string, number][] = [];
    const minutes: number[] = [];
    const sink: FeedSink = {
      price: (s, p, ts) => prices.push([s, p, ts]),
      minute: (_s, c) => minutes.push(c.t),
      trade: () => {},
    };
    return { sink, prices, minutes };
  }

  it('moves while the market is open and holds still while it is closed', async () => {
    const inner = createManualFeed();
    const feed = withUsMarketHours(inner, { heldPrice: async () => '230', now: () => beforeClose });
    const { sink, prices, minutes } = recordingSink();
    await feed.start(['AAPL'], sink);
    expect(prices).toEqual([]); // open: nothing is held, the walk speaks for itself
    inner.push('AAPL', '231', beforeClose);
    inner.push('AAPL', '232', afterClose);
    inner.push('AAPL', '233', Date.parse('2025-03-08T17:00:00Z')); // Saturday
    inner.push('AAPL', '229', mondayOpen);
    expect(prices).toEqual([
      ['AAPL', '231', beforeClose],
      ['AAPL', '229', mondayOpen],
    ]);
    expect(minutes).toEqual([beforeClose, mondayOpen]);
  });

  it('tells the market the last close when it starts while the market is closed', async () => {
    const feed = withUsMarketHours(createManualFeed(), {
      heldPrice: async (symbol) => (symbol === 'AAPL' ? '229.87' : null),
      now: () => afterClose,
    });
    const { sink, prices } = recordingSink();
    await feed.start(['AAPL', 'MSFT'], sink);
    expect(prices).toEqual([['AAPL', '229.87', afterClose]]);
  });

  it('keeps only history that holds trading hours', async () => {
    const minute = (t: number): Candle => ({ t, o: '1', h: '1', l: '1', c: '1', v: '1' });
    const inner = createManualFeed({
      AAPL: [beforeClose, beforeClose + MINUTE, afterClose, mondayOpen - 2 * MINUTE, mondayOpen].map(minute),
    });
    const feed = withUsMarketHours(inner, { heldPrice: async () => null });
    const kept = await feed.history('AAPL', '1m', 0, mondayOpen, 100);
    expect(kept.map((c) => c.t)).toEqual([beforeClose, mondayOpen]);
  });

  it('builds daily candles from the session alone, so the last one is the day the header shows', async () => {
    // Tuesday 11 March 2025, 03:00 UTC: Monday evening in New York, the market closed. The walk
    // runs around the clock; its night must not reach the daily candles.
    const night = Date.parse('2025-03-11T03:00:00Z');
    const walk = createSimulatedFeed({
      instruments: [{ feedSymbol: 'AAPL', startPrice: '230', volatility: '0.0003', priceDecimals: 2 }],
      seed: 5,
      now: () => night,
    });
    const feed = withUsMarketHours(walk, { heldPrice: async () => null, now: () => night });
    const minutes = await feed.history('AAPL', '1m', night - 4 * 86_400_000, night, 5000);
    // The header's day: the session figures from the same minutes, priced at the last close.
    const day = new SessionDay();
    for (const m of minutes) day.addClosed(m, night);
    const header = day.ticker('AAPL', null, minutes.at(-1)!.c, night, 'simulated');
    const daily = await feed.history('AAPL', '1D', night - 30 * 86_400_000, night, 30);
    const last = daily.at(-1)!;
    expect(last.t).toBe(Date.parse('2025-03-10T00:00:00Z')); // Monday, not the night after it
    expect({ c: last.c, h: last.h, l: last.l }).toEqual({
      c: header.last,
      h: header.high24h,
      l: header.low24h,
    });
    // The week and the month end on the same close.
    for (const period of ['1h', '1W', '1M'] as const) {
      const [latest] = (await feed.history('AAPL', period, night - 40 * 86_400_000, night, 1)).slice(-1);
      expect(latest!.c).toBe(header.last);
    }
  });

  it('looks back past the weekend to give the market the candles it asked for', async () => {
    const minute = (t: number): Candle => ({ t, o: '1', h: '1', l: '1', c: '1', v: '1' });
    const inner = createManualFeed({ AAPL: [beforeClose - MINUTE, beforeClose, afterClose].map(minute) });
    const feed = withUsMarketHours(inner, { heldPrice: async () => null });
    // Sunday noon: the last two minutes asked for lie in the weekend; Friday's last two are given.
    const sunday = Date.parse('2025-03-09T16:00:00Z');
    const kept = await feed.history('AAPL', '1m', sunday - 2 * MINUTE, sunday, 2);
    expect(kept.map((c) => c.t)).toEqual([beforeClose - MINUTE, beforeClose]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
