import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Period } from '../../core/market/periods';
import type { Candle, Tick } from '../../core/market/types';
import { plainDecimal } from '../../core/money';
import type { Db } from '../db/client';
import { arrayLiteral } from '../db/arrays';
import { marketCandles, marketTicks } from '../db/schema';
import { inventedStartPrice, type SimulatedInstrument } from './feed/simulated';

/** Reads and writes of recorded ticks and candles; batched, because the feed never stops. */

const BATCH = 500;
const CANDLE_BATCH = 5000;

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

/**
 * Inserts or replaces candles (the open one changes until its period ends). One statement per
 * batch with a column array each (`unnest`), not a VALUES row per candle: a first start writes
 * some 55,000 history candles, and building and parsing 8 parameters a row took 10 s of it.
 */
export async function saveCandles(db: Db, candles: readonly StoredCandle[]): Promise<void> {
  for (let i = 0; i < candles.length; i += CANDLE_BATCH) {
    const batch = candles.slice(i, i + CANDLE_BATCH);
    const column = (pick: (c: StoredCandle) => string) => arrayLiteral(batch.map(pick));
    await db.execute(sql`
      insert into ${marketCandles} (symbol, period, open_time, open, high, low, close, volume)
      select * from unnest(
        ${column((c) => c.symbol)}::text[], ${column((c) => c.period)}::text[],
        ${column((c) => new Date(c.candle.t).toISOString())}::timestamptz[],
        ${column((c) => c.candle.o)}::numeric[], ${column((c) => c.candle.h)}::numeric[],
        ${column((c) => c.candle.l)}::numeric[], ${column((c) => c.candle.c)}::numeric[],
        ${column((c) => c.candle.v)}::numeric[])
      on conflict (symbol, period, open_time) do update set
        open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume`);
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

/** A recorded tick as settlement uses it: the price, when the feed gave it, and which feed. */
export type RecordedTick = { price: string; time: Date; source: string };

/**
 * How far before the asked time `priceAt` looks for a tick. A symbol silent for longer had no
 * price then (the feed was down: its own watchdog gives up on a silent stream after 30 s), and
 * settling on an older one would hand whoever knows the later move a free option.
 */
export const PRICE_AT_MAX_AGE_MS = 30_000;

/**
 * The price a symbol had at `time` by the recorded ticks: the latest tick at or before it, no
 * older than PRICE_AT_MAX_AGE_MS; null when there is none. Work that comes due while no node ran
 * it settles from this once a node catches up, as if it had run on time. The market prunes ticks
 * after 7 days (`tickRetentionMs`), so that is as far back as a catch-up can settle.
 */
export async function priceAt(db: Db, symbol: string, time: Date): Promise<RecordedTick | null> {
  const [row] = await db
    .select()
    .from(marketTicks)
    .where(
      and(
        eq(marketTicks.symbol, symbol),
        lte(marketTicks.ts, time),
        gte(marketTicks.ts, new Date(time.getTime() - PRICE_AT_MAX_AGE_MS)),
      ),
    )
    .orderBy(desc(marketTicks.ts))
    .limit(1);
  return row ? toRecorded(row) : null;
}

/** The recorded ticks of a symbol in `[from, to]`, oldest first (a settlement's averaging window). */
export async function ticksBetween(db: Db, symbol: string, from: Date, to: Date): Promise<RecordedTick[]> {
  const rows = await db
    .select()
    .from(marketTicks)
    .where(and(eq(marketTicks.symbol, symbol), gte(marketTicks.ts, from), lte(marketTicks.ts, to)))
    .orderBy(asc(marketTicks.ts));
  return rows.map(toRecorded);
}

const toRecorded = (r: typeof marketTicks.$inferSelect): RecordedTick => ({
  price: plainDecimal(r.price),
  time: r.ts,
  source: r.source,
});

export async function deleteTicksBefore(db: Db, before: number): Promise<void> {
  await db.delete(marketTicks).where(lt(marketTicks.ts, new Date(before)));
}

/** The last recorded close of a symbol (its newest minute): where a simulated walk resumes. */
export async function lastClose(db: Db, symbol: string): Promise<string | null> {
  const [minute] = await loadCandles(db, symbol, '1m', 1);
  return minute ? minute.c : null;
}

/** The newest recorded price of a symbol: its last tick, else (ticks pruned) its last close. */
export async function lastRecordedPrice(db: Db, symbol: string): Promise<string | null> {
  const [tick] = await db
    .select({ price: marketTicks.price })
    .from(marketTicks)
    .where(eq(marketTicks.symbol, symbol))
    .orderBy(desc(marketTicks.ts))
    .limit(1);
  return tick ? plainDecimal(tick.price) : lastClose(db, symbol);
}

/** What a listed symbol (a spot pair, a stock) says about its simulated walk. */
export type SimulatedListing = {
  symbol: string;
  feedSymbol: string;
  simPrice: string | null;
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
    startPrice:
      (await lastClose(db, listing.symbol)) ??
      (listing.simPrice === null
        ? inventedStartPrice(listing.feedSymbol, listing.priceDecimals)
        : plainDecimal(listing.simPrice)),
    volatility: plainDecimal(listing.simVolatility),
    priceDecimals: listing.priceDecimals,
    turnoverPerMinute,
  };
}
