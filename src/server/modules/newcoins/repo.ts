import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { coinListings, coinLocks, coins, newcoinOrders, newcoinProducts } from '../../db/schema';

/* The new coins' SQL: listings, sales and their orders, lock-ups. The rules live in service.ts. */

export type ProductRow = typeof newcoinProducts.$inferSelect & {
  currency: string;
  decimals: number;
  payCurrency: string;
  payDecimals: number;
};
export type OrderRow = typeof newcoinOrders.$inferSelect;
export type LockRow = typeof coinLocks.$inferSelect;

const payCoins = sql`(select symbol from coins pc where pc.id = ${newcoinProducts.payCoinId})`;
const payPlaces = sql`(select decimals from coins pc where pc.id = ${newcoinProducts.payCoinId})`;

const productQuery = (t: Db) =>
  t
    .select({
      product: newcoinProducts,
      currency: coins.symbol,
      decimals: coins.decimals,
      payCurrency: sql<string>`${payCoins}`,
      payDecimals: sql<number>`${payPlaces}`,
    })
    .from(newcoinProducts)
    .innerJoin(coins, eq(coins.id, newcoinProducts.coinId));

type Joined = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];
const flat = (r: Joined): ProductRow => ({
  ...r.product,
  currency: r.currency,
  decimals: r.decimals,
  payCurrency: r.payCurrency,
  payDecimals: Number(r.payDecimals),
});

export async function allProducts(t: Db): Promise<ProductRow[]> {
  return (await productQuery(t).orderBy(asc(newcoinProducts.startAt), asc(newcoinProducts.id))).map(flat);
}

export async function productById(t: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await productQuery(t).where(eq(newcoinProducts.id, id));
  return row ? flat(row) : undefined;
}

/**
 * Adds `quantity` to what the product has sold by one conditional update (never past the supply
 * unless the sale takes more), which also locks its row until the transaction ends.
 */
export async function takeSupply(t: Db, productId: number, quantity: string): Promise<boolean> {
  const taken = await t
    .update(newcoinProducts)
    .set({ subscribed: sql`${newcoinProducts.subscribed} + ${quantity}::numeric` })
    .where(
      and(
        eq(newcoinProducts.id, productId),
        eq(newcoinProducts.stage, 'selling'),
        sql`(${newcoinProducts.oversubscribable} = 1 or ${newcoinProducts.subscribed} + ${quantity}::numeric <= ${newcoinProducts.supply})`,
      ),
    )
    .returning({ id: newcoinProducts.id });
  return taken.length > 0;
}

/** What the user has paid into the product so far. */
export async function paidBy(t: Db, userId: number, productId: number): Promise<string> {
  const [row] = await t
    .select({ paid: sql<string>`coalesce(sum(${newcoinOrders.amountPaid}), 0)::text` })
    .from(newcoinOrders)
    .where(and(eq(newcoinOrders.userId, userId), eq(newcoinOrders.productId, productId)));
  return row?.paid ?? '0';
}

export async function paidByProduct(t: Db, userId: number) {
  return t
    .select({ productId: newcoinOrders.productId, paid: sql<string>`sum(${newcoinOrders.amountPaid})::text` })
    .from(newcoinOrders)
    .where(eq(newcoinOrders.userId, userId))
    .groupBy(newcoinOrders.productId);
}

export async function insertOrder(t: Db, values: typeof newcoinOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await t.insert(newcoinOrders).values(values).returning();
  return row!;
}

export async function orderByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(newcoinOrders)
    .where(and(eq(newcoinOrders.userId, userId), eq(newcoinOrders.requestId, requestId)));
  return row;
}

/** Every order of a product in the order they were made (the allotment's tie rule). */
export async function ordersOf(t: Db, productId: number): Promise<OrderRow[]> {
  return t
    .select()
    .from(newcoinOrders)
    .where(eq(newcoinOrders.productId, productId))
    .orderBy(asc(newcoinOrders.id));
}

export async function ordersPage(t: Db, userId: number, request: PageRequest) {
  const where = eq(newcoinOrders.userId, userId);
  return readPage(
    request,
    (w) =>
      t
        .select()
        .from(newcoinOrders)
        .where(where)
        .orderBy(desc(newcoinOrders.id))
        .limit(w.limit)
        .offset(w.offset),
    () => t.select({ n: count() }).from(newcoinOrders).where(where),
  );
}

export async function updateOrder(t: Db, id: number, from: OrderRow['status'], set: Partial<OrderRow>) {
  const moved = await t
    .update(newcoinOrders)
    .set(set)
    .where(and(eq(newcoinOrders.id, id), eq(newcoinOrders.status, from)))
    .returning({ id: newcoinOrders.id });
  if (moved.length === 0) throw new Error(`new-coin order ${id} was not ${from}`);
}

export async function markAllotted(t: Db, id: number, set: Partial<typeof newcoinProducts.$inferInsert>) {
  const moved = await t
    .update(newcoinProducts)
    .set({ ...set, stage: 'allotted' })
    .where(and(eq(newcoinProducts.id, id), eq(newcoinProducts.stage, 'selling')))
    .returning({ id: newcoinProducts.id });
  if (moved.length === 0) throw new Error(`new-coin product ${id} was already allotted`);
}

export async function insertLock(t: Db, values: typeof coinLocks.$inferInsert): Promise<void> {
  await t.insert(coinLocks).values(values);
}

export async function unlock(t: Db, id: number, at: Date): Promise<void> {
  const moved = await t
    .update(coinLocks)
    .set({ status: 'unlocked', unlockedAt: at })
    .where(and(eq(coinLocks.id, id), eq(coinLocks.status, 'locked')))
    .returning({ id: coinLocks.id });
  if (moved.length === 0) throw new Error(`coin lock ${id} was already unlocked`);
}

export async function locksOf(t: Db, userId: number) {
  return t
    .select({ lock: coinLocks, currency: coins.symbol })
    .from(coinLocks)
    .innerJoin(coins, eq(coins.id, coinLocks.coinId))
    .where(and(eq(coinLocks.userId, userId), eq(coinLocks.status, 'locked')))
    .orderBy(asc(coinLocks.unlockAt));
}

export async function listingOf(t: Db, coinId: number) {
  const [row] = await t.select().from(coinListings).where(eq(coinListings.coinId, coinId));
  return row;
}

export async function coinBySymbol(t: Db, symbol: string) {
  const [row] = await t.select().from(coins).where(eq(coins.symbol, symbol));
  return row;
}
