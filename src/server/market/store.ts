import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Period } from '../../core/market/periods';
import type { Candle, Tick } from '../../core/market/types';
import { plainDecimal } from '../../core/money';
import type { Db } from '../db/client';
import { marketCandles, marketTicks } from '../db/schema';
import type { SimulatedInstrument } from './feed/simulated';

/** Reads and writes of recorded ticks and candles; batched, because the feed never stops. */

const BATCH = 500;

export async function saveTicks(db: Db, ticks: readonly Tick[]): Promise<void> {
  for (let i = 0; i < ticks.length; i += BATCH) {
    const rows = ticks.slice(i, i + BATCH).map((t) => ({
      symbol: t.symbol,
      ts: new Date(t.ts),
      price: t.price,
      source: t.source,
    }));
    await db.insert(marketTicks).values(rows).onConflictDoNothing();
  }
}

export type StoredCandle = { symbol: string; period: Period; candle: Candle };

/** Inserts or replaces candles (the open one changes until its period ends). */
export async function saveCandles(db: Db, candles: readonly StoredCandle[]): Promise<void> {
  for (let i = 0; i < candles.length; i += BATCH) {
    const rows = candles.slice(i, i + BATCH).map(({ symbol, period, candle: c }) => ({
      symbol,
      period,
      openTime: new Date(c.t),
      open: c.o,
      high: c.h,
      low: c.l,
      close: c.c,
      volume: c.v,
    }));
    await db
      .insert(marketCandles)
      .values(rows)
      .onConflictDoUpdate({
        target: [marketCandles.symbol, marketCandles.period, marketCandles.openTime],
        set: {
          open: sql`excluded.open`,
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  }
}

type CandleRow = typeof marketCandles.$inferSelect;
const toCandle = (r: CandleRow): Candle => ({
  t: r.openTime.getTime(),
  o: plainDecimal(r.open),
  h: plainDecimal(r.high),
  l: plainDecimal(r.low),
  c: plainDecimal(r.close),
  v: plainDecimal(r.volume),
});

/** The newest `limit` candles before `before` (open time, exclusive), oldest first. */
export async function loadCandles(
  db: Db,
  symbol: string,
  period: Period,
  limit: number,
  before?: number,
): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, symbol),
        eq(marketCandles.period, period),
        before ? lt(marketCandles.openTime, new Date(before)) : undefined,
      ),
    )
    .orderBy(desc(marketCandles.openTime))
    .limit(limit);
  return rows.reverse().map(toCandle);
}

/** Candles opening at or after `from`, oldest first (the last day of minutes for 24h figures). */
export async function loadCandlesSince(
  db: Db,
  symbol: string,
  period: Period,
  from: number,
): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, symbol),
        eq(marketCandles.period, period),
        sql`${marketCandles.openTime} >= ${new Date(from)}`,
      ),
    )
    .orderBy(marketCandles.openTime);
  return rows.map(toCandle);
}

export async function deleteTicksBefore(db: Db, before: number): Promise<void> {
  await db.delete(marketTicks).where(lt(marketTicks.ts, new Date(before)));
}

/** The last recorded close of a symbol (its newest minute): where a simulated walk resumes. */
export async function lastClose(db: Db, symbol: string): Promise<string | null> {
  const [minute] = await loadCandles(db, symbol, '1m', 1);
  return minute ? minute.c : null;
}

/** What a listed symbol (a spot pair, a stock) says about its simulated walk. */
export type SimulatedListing = {
  symbol: string;
  feedSymbol: string;
  simPrice: string;
  simVolatility: string;
  priceDecimals: number;
};

/**
 * A listing's simulated walk, resuming at its last recorded close so a restart does not jump
 * back to the seed's starting price.
 */
export async function resumedInstrument(
  db: Db,
  listing: SimulatedListing,
  turnoverPerMinute: number | undefined,
): Promise<SimulatedInstrument> {
  return {
    feedSymbol: listing.feedSymbol,
    startPrice: (await lastClose(db, listing.symbol)) ?? plainDecimal(listing.simPrice),
    volatility: plainDecimal(listing.simVolatility),
    priceDecimals: listing.priceDecimals,
    turnoverPerMinute,
  };
}
