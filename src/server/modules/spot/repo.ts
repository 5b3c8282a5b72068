import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SpotStatus } from '../../../core/schemas/spot';
import type { SpotSide } from '../../../core/spot';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { coins, pairs, spotOrders } from '../../db/schema';
import type { SpotPair } from './pairs';
import type { SpotOrderRow } from './present';

/*
 * Spot's SQL: the pairs the catalog keeps, orders (read, locked, written) and the limit-fill
 * engine's search for crossed orders. The rules that decide what to write live in service.ts,
 * the cache in pairs.ts. Each function takes `t`: the transaction when called inside one (PGlite
 * has a single connection, so a read through `db` there would wait forever).
 */

export type NewSpotOrder = typeof spotOrders.$inferInsert;

/** Every pair with its coins' names, enabled or not (the catalog decides what is tradable). */
export async function pairsWithCoins(t: Db): Promise<SpotPair[]> {
  const base = alias(coins, 'base');
  const quote = alias(coins, 'quote');
  const rows = await t
    .select({ pair: pairs, base: base.symbol, quote: quote.symbol })
    .from(pairs)
    .innerJoin(base, eq(base.id, pairs.baseCoinId))
    .innerJoin(quote, eq(quote.id, pairs.quoteCoinId));
  return rows.map(({ pair, base, quote }) => ({
    id: pair.id,
    symbol: pair.symbol,
    feedSymbol: pair.feedSymbol,
    baseCoinId: pair.baseCoinId,
    quoteCoinId: pair.quoteCoinId,
    base,
    quote,
    priceDecimals: pair.priceDecimals,
    qtyDecimals: pair.qtyDecimals,
    minQty: pair.minQty,
    feeRate: pair.feeRate,
    enabled: pair.enabled === 1,
  }));
}

/**
 * The user's order with a request id: every submit that carries one (the app's always do) asks
 * first, so the query is built once and prepared once per database connection.
 */
export function orderByRequestQuery(db: Db) {
  const query = db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.userId, sql.placeholder('userId')),
        eq(spotOrders.requestId, sql.placeholder('requestId')),
      ),
    )
    .prepare('spot_order_by_request');
  return async (userId: number, requestId: string): Promise<SpotOrderRow | undefined> =>
    (await query.execute({ userId, requestId }))[0];
}

/** The pair of the user's order, unlocked; undefined when it is not theirs or not there. */
export async function ownOrderPairId(t: Db, userId: number, id: number): Promise<number | undefined> {
  const [owned] = await t
    .select({ pairId: spotOrders.pairId })
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)));
  return owned?.pairId;
}

/** The user's order, locked `FOR UPDATE` in `t`; undefined when it is not theirs or not there. */
export async function lockOwnOrder(t: Db, userId: number, id: number): Promise<SpotOrderRow | undefined> {
  const [row] = await t
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)))
    .for('update');
  return row;
}

/** An order locked `FOR UPDATE` in `t`, whoever owns it (the limit-fill engine's fills). */
export async function lockOrder(t: Db, id: number): Promise<SpotOrderRow | undefined> {
  const [row] = await t.select().from(spotOrders).where(eq(spotOrders.id, id)).for('update');
  return row;
}

const ORDER_COLUMNS = Object.entries(getTableColumns(spotOrders));

/**
 * Inserts an order unless the user's request id is already in: undefined when a concurrent retry
 * with the same request id committed first (the unique (user_id, request_id) index decides).
 *
 * Every submit runs this, so the statement is written out rather than built by the query builder
 * (which cost a quarter of a millisecond of CPU per order); the columns' own mappings convert the
 * values both ways, as the builder would.
 */
export async function insertOrderOnce(t: Db, values: NewSpotOrder): Promise<SpotOrderRow | undefined> {
  const given = ORDER_COLUMNS.filter(([key]) => values[key as keyof NewSpotOrder] !== undefined);
  const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(', '));
  const params = given.map(([key, column]) => {
    const value = values[key as keyof NewSpotOrder];
    return value === null ? null : column.mapToDriverValue(value);
  });
  const result = await t.execute(sql`
    insert into spot_orders (${names}) values (${sql.join(
      params.map((p) => sql.param(p)),
      sql`, `,
    )})
    on conflict (user_id, request_id) do nothing
    returning *`);
  const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!raw) return undefined;
  const row: Record<string, unknown> = {};
  for (const [key, column] of ORDER_COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as SpotOrderRow;
}

export async function updateOrder(t: Db, id: number, set: Partial<NewSpotOrder>): Promise<SpotOrderRow> {
  const [updated] = await t.update(spotOrders).set(set).where(eq(spotOrders.id, id)).returning();
  return updated!;
}

/** One page of the user's orders in `statuses` (on one pair when `pairId` is given), newest first. */
export async function ordersPage(
  t: Db,
  userId: number,
  filter: { statuses: SpotStatus[]; pairId?: number },
  request: PageRequest,
) {
  const where = and(
    eq(spotOrders.userId, userId),
    inArray(spotOrders.status, filter.statuses),
    filter.pairId !== undefined ? eq(spotOrders.pairId, filter.pairId) : undefined,
  );
  return readPage(
    request,
    (w) =>
      t.select().from(spotOrders).where(where).orderBy(desc(spotOrders.id)).limit(w.limit).offset(w.offset),
    () => t.select({ n: count() }).from(spotOrders).where(where),
  );
}

/**
 * Up to `max` waiting orders of one side of a pair that `price` crosses, best limit first, then
 * oldest. Unlocked: each fill locks its order and reads its status again.
 */
export async function crossedWaitingIds(
  t: Db,
  pairId: number,
  side: SpotSide,
  price: string,
  max: number,
): Promise<number[]> {
  // Matches the partial index spot_orders_waiting_idx (pair_id, side, limit_price) where waiting.
  const rows = await t
    .select({ id: spotOrders.id })
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.status, 'waiting'),
        eq(spotOrders.pairId, pairId),
        eq(spotOrders.side, side),
        side === 'buy' ? gte(spotOrders.limitPrice, price) : lte(spotOrders.limitPrice, price),
      ),
    )
    .orderBy(side === 'buy' ? desc(spotOrders.limitPrice) : asc(spotOrders.limitPrice), asc(spotOrders.id))
    .limit(max);
  return rows.map((r) => r.id);
}
