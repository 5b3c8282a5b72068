import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { HostedOrderStatus } from '../../../core/schemas/finance';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { coins, financeOrders, financePayouts, financeProducts } from '../../db/schema';

/*
 * The locked funds' SQL: products and their quota, orders, each day's payout. The rules live in
 * service.ts. `t` is the transaction when inside one.
 */

export type ProductRow = typeof financeProducts.$inferSelect & { currency: string; decimals: number };
export type OrderRow = typeof financeOrders.$inferSelect;
export type NewProduct = typeof financeProducts.$inferInsert;

const productColumns = { product: financeProducts, currency: coins.symbol, decimals: coins.decimals };
const flat = (r: { product: typeof financeProducts.$inferSelect; currency: string; decimals: number }) => ({
  ...r.product,
  currency: r.currency,
  decimals: r.decimals,
});

/** Every product, in the operators' order. */
export async function allProducts(t: Db): Promise<ProductRow[]> {
  const rows = await t
    .select(productColumns)
    .from(financeProducts)
    .innerJoin(coins, eq(coins.id, financeProducts.coinId))
    .orderBy(asc(financeProducts.sort), asc(financeProducts.id));
  return rows.map(flat);
}

export async function productById(t: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await t
    .select(productColumns)
    .from(financeProducts)
    .innerJoin(coins, eq(coins.id, financeProducts.coinId))
    .where(eq(financeProducts.id, id));
  return row ? flat(row) : undefined;
}

export async function insertProduct(t: Db, values: NewProduct): Promise<number> {
  const [row] = await t.insert(financeProducts).values(values).returning({ id: financeProducts.id });
  return row!.id;
}

/**
 * Takes `amount` of the product's quota by one conditional update, which also locks the product's
 * row until the transaction ends: subscriptions to one product are checked one after another.
 * False when the quota left is smaller.
 */
export async function takeQuota(t: Db, productId: number, amount: string): Promise<boolean> {
  const taken = await t
    .update(financeProducts)
    .set({ quotaUsed: sql`${financeProducts.quotaUsed} + ${amount}::numeric` })
    .where(
      and(
        eq(financeProducts.id, productId),
        sql`${financeProducts.quotaUsed} + ${amount}::numeric <= ${financeProducts.quotaTotal}`,
      ),
    )
    .returning({ id: financeProducts.id });
  return taken.length > 0;
}

/** A completed or redeemed order's principal goes back to the product's quota. */
export async function giveBackQuota(t: Db, productId: number, amount: string): Promise<void> {
  await t
    .update(financeProducts)
    .set({ quotaUsed: sql`greatest(${financeProducts.quotaUsed} - ${amount}::numeric, 0)` })
    .where(eq(financeProducts.id, productId));
}

export async function closeProduct(t: Db, id: number, at: Date): Promise<boolean> {
  const closed = await t
    .update(financeProducts)
    .set({ closedAt: at })
    .where(and(eq(financeProducts.id, id), sql`${financeProducts.closedAt} is null`))
    .returning({ id: financeProducts.id });
  return closed.length > 0;
}

/** What each user holds in each product now (principal hosting), for `user_left`. */
export async function hostingByProduct(t: Db, userId: number, productId?: number) {
  return t
    .select({ productId: financeOrders.productId, amount: sql<string>`sum(${financeOrders.amount})::text` })
    .from(financeOrders)
    .where(
      and(
        eq(financeOrders.userId, userId),
        eq(financeOrders.status, 'hosting'),
        productId ? eq(financeOrders.productId, productId) : undefined,
      ),
    )
    .groupBy(financeOrders.productId);
}

export async function insertOrder(t: Db, values: typeof financeOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await t.insert(financeOrders).values(values).returning();
  return row!;
}

export async function orderByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(financeOrders)
    .where(and(eq(financeOrders.userId, userId), eq(financeOrders.requestId, requestId)));
  return row;
}

/** The user's own order (another user's reads as none), locked when `forUpdate`. */
export async function ownOrder(t: Db, userId: number, id: number, forUpdate = false) {
  const query = t
    .select()
    .from(financeOrders)
    .where(and(eq(financeOrders.id, id), eq(financeOrders.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Writes `set` on the order only if it is still hosting at `paidDays` (a second writer writes nothing). */
export async function advanceOrder(
  t: Db,
  id: number,
  paidDays: number,
  set: Partial<typeof financeOrders.$inferInsert>,
): Promise<boolean> {
  const moved = await t
    .update(financeOrders)
    .set(set)
    .where(
      and(
        eq(financeOrders.id, id),
        eq(financeOrders.status, 'hosting'),
        eq(financeOrders.paidDays, paidDays),
      ),
    )
    .returning({ id: financeOrders.id });
  return moved.length > 0;
}

/** Records day `day`'s payout; false when that day was already paid (the unique index decides). */
export async function recordPayout(t: Db, values: typeof financePayouts.$inferInsert): Promise<boolean> {
  const written = await t
    .insert(financePayouts)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: financePayouts.day });
  return written.length > 0;
}

/** Interest paid since `since` (today's start), per order of the user. */
export async function paidSince(t: Db, userId: number, since: Date, orderIds?: number[]) {
  if (orderIds && orderIds.length === 0) return [];
  return t
    .select({ orderId: financePayouts.orderId, amount: sql<string>`sum(${financePayouts.amount})::text` })
    .from(financePayouts)
    .where(
      and(
        eq(financePayouts.userId, userId),
        gte(financePayouts.paidAt, since),
        orderIds ? inArray(financePayouts.orderId, orderIds) : undefined,
      ),
    )
    .groupBy(financePayouts.orderId);
}

/** One page of the user's orders in one tab, newest first. */
export async function ordersPage(t: Db, userId: number, status: HostedOrderStatus, request: PageRequest) {
  const where = and(eq(financeOrders.userId, userId), eq(financeOrders.status, status));
  return readPage(
    request,
    (w) =>
      t
        .select()
        .from(financeOrders)
        .where(where)
        .orderBy(desc(financeOrders.id))
        .limit(w.limit)
        .offset(w.offset),
    () => t.select({ n: count() }).from(financeOrders).where(where),
  );
}

/** Every order of the user with its product's name and coin (the report and the lists). */
export async function namesOf(t: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { name: string; currency: string }>();
  const rows = await t
    .select({ id: financeProducts.id, name: financeProducts.name, currency: coins.symbol })
    .from(financeProducts)
    .innerJoin(coins, eq(coins.id, financeProducts.coinId))
    .where(inArray(financeProducts.id, productIds));
  return new Map(rows.map((r) => [r.id, { name: r.name, currency: r.currency }]));
}

/** Per coin: principal hosting, interest earned by every order, and hosting orders. */
export async function reportRows(t: Db, userId: number) {
  return t
    .select({
      coinId: financeOrders.coinId,
      currency: coins.symbol,
      hosting: sql<string>`coalesce(sum(${financeOrders.amount}) filter (where ${financeOrders.status} = 'hosting'), 0)::text`,
      earned: sql<string>`sum(${financeOrders.earned})::text`,
      ordersHosting: sql<number>`(count(*) filter (where ${financeOrders.status} = 'hosting'))::int`,
    })
    .from(financeOrders)
    .innerJoin(coins, eq(coins.id, financeOrders.coinId))
    .where(eq(financeOrders.userId, userId))
    .groupBy(financeOrders.coinId, coins.symbol, coins.sort)
    .orderBy(asc(coins.sort));
}

/** Interest paid to the user since `since`, per coin. */
export async function paidSinceByCoin(t: Db, userId: number, since: Date) {
  return t
    .select({ coinId: financeOrders.coinId, amount: sql<string>`sum(${financePayouts.amount})::text` })
    .from(financePayouts)
    .innerJoin(financeOrders, eq(financeOrders.id, financePayouts.orderId))
    .where(and(eq(financePayouts.userId, userId), gte(financePayouts.paidAt, since)))
    .groupBy(financeOrders.coinId);
}

export async function coinBySymbol(t: Db, symbol: string) {
  const [row] = await t.select().from(coins).where(eq(coins.symbol, symbol));
  return row;
}
