import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TextsByLanguage } from '../../db/schema/notices';
import { readPage, type PageRequest } from '../../db/paged';
import { plainDecimal } from '../../../core/money';
import {
  coinListings,
  coinLocks,
  coins,
  ieoApplications,
  ieoItems,
  marketCandles,
  pairs,
} from '../../db/schema';

/* The IEO's SQL: items, applications and what they read of the coins. The rules live in service.ts. */

export type ItemRow = typeof ieoItems.$inferSelect & {
  symbol: string;
  decimals: number;
  payCurrency: string;
  payDecimals: number;
  descriptions: TextsByLanguage;
};
export type ApplicationRow = typeof ieoApplications.$inferSelect;
export type ApplicationStage = ApplicationRow['stage'];

const payCoin = sql<string>`(select symbol from coins pc where pc.id = ${ieoItems.payCoinId})`;
const payPlaces = sql<number>`(select decimals from coins pc where pc.id = ${ieoItems.payCoinId})`;

const itemQuery = (t: Db) =>
  t
    .select({
      item: ieoItems,
      symbol: coins.symbol,
      decimals: coins.decimals,
      payCurrency: payCoin,
      payDecimals: payPlaces,
      descriptions: coinListings.descriptions,
    })
    .from(ieoItems)
    .innerJoin(coins, eq(coins.id, ieoItems.coinId))
    .leftJoin(coinListings, eq(coinListings.coinId, ieoItems.coinId));

type Joined = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];
const flat = (r: Joined): ItemRow => ({
  ...r.item,
  symbol: r.symbol,
  decimals: r.decimals,
  payCurrency: r.payCurrency,
  payDecimals: Number(r.payDecimals),
  descriptions: r.descriptions ?? {},
});

export async function allItems(t: Db): Promise<ItemRow[]> {
  return (await itemQuery(t).orderBy(desc(ieoItems.applyStart), desc(ieoItems.id))).map(flat);
}

export async function itemById(t: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await itemQuery(t).where(eq(ieoItems.id, id));
  return row ? flat(row) : undefined;
}

/**
 * Adds an application to the item's totals by one conditional update while it takes
 * applications, which also locks its row until the transaction ends.
 */
export async function addApplied(t: Db, itemId: number, quantity: string, now: Date): Promise<boolean> {
  const moved = await t
    .update(ieoItems)
    .set({
      totalApplied: sql`${ieoItems.totalApplied} + ${quantity}::numeric`,
      applicants: sql`${ieoItems.applicants} + 1`,
    })
    .where(
      and(
        eq(ieoItems.id, itemId),
        eq(ieoItems.stage, 'applying'),
        sql`${ieoItems.applyStart} <= ${now} and ${ieoItems.applyEnd} > ${now}`,
      ),
    )
    .returning({ id: ieoItems.id });
  return moved.length > 0;
}

export async function markAllotted(t: Db, id: number, set: Partial<typeof ieoItems.$inferInsert>) {
  const moved = await t
    .update(ieoItems)
    .set({ ...set, stage: 'allotted' })
    .where(and(eq(ieoItems.id, id), eq(ieoItems.stage, 'applying')))
    .returning({ id: ieoItems.id });
  if (moved.length === 0) throw new Error(`IEO item ${id} was already allotted`);
}

export async function insertApplication(t: Db, values: typeof ieoApplications.$inferInsert) {
  const [row] = await t.insert(ieoApplications).values(values).returning();
  return row!;
}

export async function applicationOf(t: Db, itemId: number, userId: number) {
  const [row] = await t
    .select()
    .from(ieoApplications)
    .where(and(eq(ieoApplications.itemId, itemId), eq(ieoApplications.userId, userId)));
  return row;
}

export async function applicationById(t: Db, id: number) {
  const [row] = await t.select().from(ieoApplications).where(eq(ieoApplications.id, id));
  return row;
}

export async function applicationByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(ieoApplications)
    .where(and(eq(ieoApplications.userId, userId), eq(ieoApplications.requestId, requestId)));
  return row;
}

export async function applicationByPayRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(ieoApplications)
    .where(and(eq(ieoApplications.userId, userId), eq(ieoApplications.payRequestId, requestId)));
  return row;
}

/** Every application of an item in the order they were made (the allotment's tie rule). */
export async function applicationsOf(t: Db, itemId: number): Promise<ApplicationRow[]> {
  return t
    .select()
    .from(ieoApplications)
    .where(eq(ieoApplications.itemId, itemId))
    .orderBy(asc(ieoApplications.id));
}

export async function applicationsPage(t: Db, userId: number, request: PageRequest) {
  const where = eq(ieoApplications.userId, userId);
  return readPage(
    request,
    (w) =>
      t
        .select()
        .from(ieoApplications)
        .where(where)
        .orderBy(desc(ieoApplications.id))
        .limit(w.limit)
        .offset(w.offset),
    () => t.select({ n: count() }).from(ieoApplications).where(where),
  );
}

/** Moves an application forward from `from`; false when another step moved it first. */
export async function moveApplication(
  t: Db,
  id: number,
  from: ApplicationStage,
  set: Partial<typeof ieoApplications.$inferInsert>,
): Promise<boolean> {
  const moved = await t
    .update(ieoApplications)
    .set(set)
    .where(and(eq(ieoApplications.id, id), eq(ieoApplications.stage, from)))
    .returning({ id: ieoApplications.id });
  return moved.length > 0;
}

/** The lock-ups of listed applications, to tell locked (5) from unlocked (6). */
export async function lockStatusOf(t: Db, sources: string[]): Promise<Map<string, string>> {
  if (sources.length === 0) return new Map();
  const rows = await t
    .select({ source: coinLocks.source, status: coinLocks.status })
    .from(coinLocks)
    .where(sql`${coinLocks.source} in ${sources}`);
  return new Map(rows.map((r) => [r.source, r.status]));
}

/**
 * The first price recorded for the coin's pair: its pair is added at the listing and gets no
 * invented past, so its first one-minute candle opened at the feed's first tick after listing.
 */
export async function firstRecordedPrice(t: Db, coinId: number): Promise<string | null> {
  const [pair] = await t.select({ symbol: pairs.symbol }).from(pairs).where(eq(pairs.baseCoinId, coinId));
  if (!pair) return null;
  const [first] = await t
    .select({ open: marketCandles.open })
    .from(marketCandles)
    .where(and(eq(marketCandles.symbol, pair.symbol), eq(marketCandles.period, '1m')))
    .orderBy(asc(marketCandles.openTime))
    .limit(1);
  return first ? plainDecimal(first.open) : null;
}
