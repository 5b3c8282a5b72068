import { describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { PERIODS } from '../../src/core/market/periods';
import type { Candle } from '../../src/core/market/types';
import { createSimulatedFeed } from '../../src/server/market/feed/simulated';
import { aggregate } from '../../src/server/market/feed/simulatedHistory';

const NOW = Date.parse('2026-11-20T10:30:15Z');
const feedAt = (seed = 1) =>
  createSimulatedFeed({
    seed,
    now: () => NOW,
    instruments: [{ feedSymbol: 'BTCUSDT', startPrice: '96000', volatility: '0.00015', priceDecimals: 2 }],
  });
const all = async (feed: ReturnType<typeof feedAt>, period: (typeof PERIODS)[number]) =>
  feed.history('BTCUSDT', period, 0, NOW, 100_000);

describe('simulated feed', () => {
  it('ends its history at the starting price, just before the running minute', async () => {
    const minutes = await all(feedAt(), '1m');
    const last = minutes[minutes.length - 1]!;
    expect(last.c).toBe('96000');
    expect(last.t).toBe(Date.parse('2026-11-20T10:29:00Z'));
  });

  it('shows one market in every period: each hour is exactly its minutes', async () => {
    const feed = feedAt();
    const minutes = await all(feed, '1m');
    const hours = await all(feed, '1h');
    expect(hours.slice(1)).toEqual(aggregate(minutes, '1h').slice(1));
    // Daily candles continue into the minute history: each day opens where the last one closed.
    const days = await all(feed, '1D');
    expect(days.length).toBeGreaterThan(365);
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.o).toBe(days[i - 1]!.c);
    const weeks = await all(feed, '1W');
    expect(weeks.at(-1)!.c).toBe('96000');
  });

  it('candles are well formed: low ≤ open, close ≤ high, volume > 0, prices at the pair precision', async () => {
    for (const period of PERIODS) {
      for (const c of (await all(feedAt(), period)) as Candle[]) {
        expect(new Big(c.l).lte(c.o) && new Big(c.l).lte(c.c)).toBe(true);
        expect(new Big(c.h).gte(c.o) && new Big(c.h).gte(c.c)).toBe(true);
        expect(new Big(c.v).gt(0)).toBe(true);
        expect(c.c).toMatch(/^\d+(\.\d{1,2})?$/);
      }
    }
    // Thousands of candles checked with decimals: a second or two alone, more on a busy CI machine.
  }, 30_000);

  it('the same seed walks the same way; another seed walks another', async () => {
    expect(await all(feedAt(7), '5m')).toEqual(await all(feedAt(7), '5m'));
    expect(await all(feedAt(8), '5m')).not.toEqual(await all(feedAt(7), '5m'));
  });

  it('ticks live: a price, the running minute and a trade every interval', async () => {
    const feed = createSimulatedFeed({
      tickMs: 20,
      instruments: [{ feedSymbol: 'ETHUSDT', startPrice: '3400', volatility: '0.001', priceDecimals: 2 }],
    });
    const prices: string[] = [];
    const minutes: Candle[] = [];
    let trades = 0;
    await feed.start(['ETHUSDT'], {
      price: (_s, p) => prices.push(p),
      minute: (_s, c) => minutes.push(c),
      trade: () => (trades += 1),
    });
    await new Promise((r) => setTimeout(r, 150));
    await feed.stop();
    expect(prices.length).toBeGreaterThanOrEqual(4);
    expect(trades).toBe(prices.length);
    const last = minutes.at(-1)!;
    expect(last.c).toBe(prices.at(-1));
    expect(new Big(last.h).gte(last.l)).toBe(true);
    const count = prices.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(prices.length).toBe(count);
  });

  it('goes on from the newest recorded price when it starts leading, not from its own start', async () => {
    // B was made when BTC stood at 96,000; A led since and recorded 80,000 before it died.
    let recorded: string | null = null;
    const feed = createSimulatedFeed({
      tickMs: 1000,
      instruments: [{ feedSymbol: 'BTCUSDT', startPrice: '96000', volatility: '0.0001', priceDecimals: 2 }],
      resumeAt: async () => recorded,
    });
    const first = async () => {
      const prices: string[] = [];
      await feed.start(['BTCUSDT'], { price: (_s, p) => prices.push(p), minute: () => undefined });
      await feed.stop();
      return Number(prices[0]);
    };
    expect(Math.abs((await first()) - 96000)).toBeLessThan(96000 * 0.01); // nothing recorded yet
    recorded = '80000';
    expect(Math.abs((await first()) - 80000)).toBeLessThan(80000 * 0.01);
  });
});
