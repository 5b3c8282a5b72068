import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle, Ticker } from '../../src/core/market/types';
import type { DealResponse, KlineResponse, QuotationResponse } from '../../src/core/schemas/market';
import { clearOfMinuteEnd, createManualFeed } from '../fixtures/manualFeed';
import { createHarness, type Harness } from '../helpers/harness';
import { dbKinds } from '../helpers/testDb';

const MINUTE = 60_000;

describe.each(dbKinds())('market calls on %s', (kind) => {
  let h: Harness;
  // Yesterday's last hour of BTC minutes, as a live feed's history would give it.
  const start = Math.floor(Date.now() / MINUTE) * MINUTE - 90 * MINUTE;
  const history: Candle[] = Array.from({ length: 60 }, (_, i) => ({
    t: start + i * MINUTE,
    o: String(60000 + i),
    h: String(60010 + i),
    l: String(59990 + i),
    c: String(60001 + i),
    v: '2',
  }));

  beforeAll(async () => {
    h = await createHarness(kind, {}, undefined, { feed: createManualFeed({ BTCUSDT: history }) });
  });
  afterAll(async () => {
    await h?.close();
  });

  const quotation = async () => (await h.get('currency/quotation_new')).body.data as QuotationResponse;
  const kline = async (query: string) =>
    (await h.get(`currency/new_timeshar?${query}`)).body.data as KlineResponse;

  it('lists every pair with its precision, labelled with the feed it comes from', async () => {
    const q = await quotation();
    expect(q.source).toBe('simulated');
    expect(q.pairs.map((p) => p.symbol)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'BNB/USDT',
      'XRP/USDT',
      'DOGE/USDT',
      'TRX/USDT',
      'LTC/USDT',
    ]);
    expect(q.pairs[0]).toMatchObject({
      base: 'BTC',
      quote: 'USDT',
      price_decimals: 2,
      qty_decimals: 5,
      min_qty: '0.00001',
    });
    // No price has come for ETH: no made-up ticker.
    expect(q.pairs[1]!.ticker).toBeNull();
    const recommended = (await h.get('currency/quotation_recomm')).body.data as QuotationResponse;
    expect(recommended.pairs.map((p) => p.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT']);
  });

  it('back-fills history on first start and serves it oldest first, paging back', async () => {
    const first = await kline('symbol=BTC/USDT&period=1m&limit=10');
    expect(first.candles.map((c) => c.t)).toEqual(history.slice(-10).map((c) => c.t));
    const older = await kline(`symbol=BTC/USDT&period=1m&limit=5&before=${first.candles[0]!.t}`);
    expect(older.candles).toEqual(history.slice(-15, -10));
  });

  it('builds the open candle from live prices and gives the 24h ticker', async () => {
    await clearOfMinuteEnd(); // the three ticks share one minute for the open-candle check
    const now = Date.now();
    h.feed.push('BTCUSDT', '61000', now);
    h.feed.push('BTCUSDT', '61500', now + 1000, '3');
    h.feed.push('BTCUSDT', '60900', now + 2000, '2');
    await waitFor(async () => (await quotation()).pairs[0]!.ticker?.last === '60900');
    const ticker = (await quotation()).pairs[0]!.ticker as Ticker;
    // 24h open is the first stored minute's open; high and low include the live minute.
    expect(ticker).toMatchObject({
      symbol: 'BTC/USDT',
      last: '60900',
      open24h: '60000',
      high24h: '61500',
      low24h: '59990',
      change: '900',
      changePct: '1.50',
      volume24h: '126',
      source: 'simulated',
    });
    const live = await kline('symbol=BTC/USDT&period=1m&limit=2');
    const open = live.candles[live.candles.length - 1]!;
    expect(open).toMatchObject({ o: '61000', h: '61500', l: '60900', c: '60900', v: '6' });
    const timeshare = await kline('symbol=BTC/USDT&period=timeshare&limit=1');
    expect(timeshare.period).toBe('timeshare');
    expect(timeshare.candles).toEqual([open]);
    const hour = await kline('symbol=BTC/USDT&period=1h&limit=1');
    expect(hour.candles[0]!.c).toBe('60900');
  });

  it('shows the latest trades, newest first', async () => {
    await waitFor(
      async () =>
        ((await h.get('currency/deal?symbol=BTC/USDT')).body.data as DealResponse).trades.length >= 3,
    );
    const deal = (await h.get('currency/deal?symbol=BTC/USDT&limit=2')).body.data as DealResponse;
    expect(deal.trades.map((t) => t.price)).toEqual(['60900', '61500']);
  });

  it("refuses an unknown pair in the caller's language and never fails on a bad period", async () => {
    const res = await h.get('currency/new_timeshar?symbol=NOPE/USDT&period=1m', { lang: 'zh-CN' });
    expect(res.body.type).toBe('error');
    expect(res.body.message).not.toMatch(/errors\./);
    const badPeriod = await kline('symbol=BTC/USDT&period=7m&limit=1');
    expect(badPeriod.period).toBe('1m');
  });

  it('records every tick it used with its time and source', async () => {
    await waitFor(async () => {
      const rows = await h.db.execute(
        `select count(*)::int as n from market_ticks where symbol = 'BTC/USDT'`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n >= 3;
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
