import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { C2cSide } from '../../../core/schemas/c2c';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { c2cAds, c2cMerchants, c2cMessages, c2cOrders, c2cPaymentMethods, coins } from '../../db/schema';

/* The peer-to-peer SQL: merchants, ads, orders and their chat. The rules live in service.ts. */

export type AdRow = typeof c2cAds.$inferSelect;
export type OrderRow = typeof c2cOrders.$inferSelect;
export type MerchantRow = typeof c2cMerchants.$inferSelect;
export type Stage = OrderRow['stage'];

export async function merchantOf(t: Db, userId: number): Promise<MerchantRow | undefined> {
  const [row] = await t.select().from(c2cMerchants).where(eq(c2cMerchants.userId, userId));
  return row;
}

export async function merchantsByIds(t: Db, ids: number[]): Promise<Map<number, MerchantRow>> {
  if (ids.length === 0) return new Map();
  const rows = await t.select().from(c2cMerchants).where(inArray(c2cMerchants.userId, ids));
  return new Map(rows.map((m) => [m.userId, m]));
}

export type MerchantRecord = { completed: number; cancelled: number; releaseSeconds: number };

/** Each merchant's last 30 days: orders completed and cancelled, and the average paid → released. */
export async function merchantRecords(
  t: Db,
  ids: number[],
  since: Date,
): Promise<Map<number, MerchantRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await t
    .select({
      merchantId: c2cOrders.merchantId,
      completed: sql<number>`count(*) filter (where ${c2cOrders.stage} = 'completed')`,
      cancelled: sql<number>`count(*) filter (where ${c2cOrders.stage} = 'cancelled')`,
      releaseSeconds: sql<
        string | null
      >`avg(extract(epoch from (${c2cOrders.releasedAt} - ${c2cOrders.paidAt}))) filter (where ${c2cOrders.stage} = 'completed')`,
    })
    .from(c2cOrders)
    .where(and(inArray(c2cOrders.merchantId, ids), gte(c2cOrders.createdAt, since)))
    .groupBy(c2cOrders.merchantId);
  return new Map(
    rows.map((r) => [
      Number(r.merchantId),
      {
        completed: Number(r.completed),
        cancelled: Number(r.cancelled),
        releaseSeconds: r.releaseSeconds === null ? 0 : Number(r.releaseSeconds),
      },
    ]),
  );
}

export type AdWithCoin = AdRow & { coin: string; coinDecimals: number };

const adQuery = (t: Db) =>
  t
    .select({ ad: c2cAds, coin: coins.symbol, coinDecimals: coins.decimals })
    .from(c2cAds)
    .innerJoin(coins, eq(coins.id, c2cAds.coinId));
const flatAd = (r: { ad: AdRow; coin: string; coinDecimals: number }): AdWithCoin => ({
  ...r.ad,
  coin: r.coin,
  coinDecimals: r.coinDecimals,
});

export async function adById(t: Db, id: number): Promise<AdWithCoin | undefined> {
  const [row] = await adQuery(t).where(eq(c2cAds.id, id));
  return row ? flatAd(row) : undefined;
}

/** An ad's row locked until the transaction ends (escrow changes read and write it). */
export async function lockAd(t: Db, id: number): Promise<AdRow> {
  const [row] = await t.select().from(c2cAds).where(eq(c2cAds.id, id)).for('update');
  if (!row) throw new Error(`c2c ad ${id} is gone`);
  return row;
}

export async function onlineAds(
  t: Db,
  filter: { side: C2cSide; coin: string; fiat: string },
  request: PageRequest,
  extra: SQL | undefined,
) {
  const where = and(
    eq(c2cAds.side, filter.side),
    eq(coins.symbol, filter.coin),
    eq(c2cAds.fiat, filter.fiat),
    eq(c2cAds.online, 1),
    sql`${c2cAds.available} > 0`,
    extra,
  );
  // The best price first: the lowest to a buyer, the highest to a seller.
  const byPrice = filter.side === 'buy' ? asc(c2cAds.price) : desc(c2cAds.price);
  return readPage(
    request,
    async (w) =>
      (await adQuery(t).where(where).orderBy(byPrice, asc(c2cAds.id)).limit(w.limit).offset(w.offset)).map(
        flatAd,
      ),
    () => t.select({ n: count() }).from(c2cAds).innerJoin(coins, eq(coins.id, c2cAds.coinId)).where(where),
  );
}

export async function adsOf(t: Db, merchantId: number): Promise<AdWithCoin[]> {
  return (await adQuery(t).where(eq(c2cAds.merchantId, merchantId)).orderBy(desc(c2cAds.id))).map(flatAd);
}

export async function tradedMarkets(t: Db) {
  return t
    .selectDistinct({ coin: coins.symbol, fiat: c2cAds.fiat })
    .from(c2cAds)
    .innerJoin(coins, eq(coins.id, c2cAds.coinId))
    .where(eq(c2cAds.online, 1));
}

/**
 * Takes `quantity` from an online ad's available by one conditional update; false when the ad
 * went offline or holds less (50 orders at once never take more than it has).
 */
export async function takeFromAd(t: Db, adId: number, quantity: string): Promise<boolean> {
  const taken = await t
    .update(c2cAds)
    .set({ available: sql`${c2cAds.available} - ${quantity}::numeric` })
    .where(and(eq(c2cAds.id, adId), eq(c2cAds.online, 1), sql`${c2cAds.available} >= ${quantity}::numeric`))
    .returning({ id: c2cAds.id });
  return taken.length > 0;
}

export async function giveBackToAd(t: Db, adId: number, quantity: string): Promise<void> {
  await t
    .update(c2cAds)
    .set({ available: sql`${c2cAds.available} + ${quantity}::numeric` })
    .where(eq(c2cAds.id, adId));
}

export async function paymentMethodsOf(t: Db, merchantId: number) {
  return t
    .select()
    .from(c2cPaymentMethods)
    .where(eq(c2cPaymentMethods.merchantId, merchantId))
    .orderBy(asc(c2cPaymentMethods.id));
}

export type OrderWithCoin = OrderRow & { coin: string; coinDecimals: number };

const orderQuery = (t: Db) =>
  t
    .select({ order: c2cOrders, coin: coins.symbol, coinDecimals: coins.decimals })
    .from(c2cOrders)
    .innerJoin(coins, eq(coins.id, c2cOrders.coinId));
const flatOrder = (r: { order: OrderRow; coin: string; coinDecimals: number }): OrderWithCoin => ({
  ...r.order,
  coin: r.coin,
  coinDecimals: r.coinDecimals,
});

/** An order the caller is a party to (as its user or its merchant); undefined for anyone else. */
export async function orderOfParty(t: Db, id: number, userId: number): Promise<OrderWithCoin | undefined> {
  const [row] = await orderQuery(t).where(
    and(eq(c2cOrders.id, id), or(eq(c2cOrders.userId, userId), eq(c2cOrders.merchantId, userId))),
  );
  return row ? flatOrder(row) : undefined;
}

export async function orderById(t: Db, id: number): Promise<OrderWithCoin | undefined> {
  const [row] = await orderQuery(t).where(eq(c2cOrders.id, id));
  return row ? flatOrder(row) : undefined;
}

export async function orderByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await orderQuery(t).where(
    and(eq(c2cOrders.userId, userId), eq(c2cOrders.requestId, requestId)),
  );
  return row ? flatOrder(row) : undefined;
}

const STAGES_OF_STATUS: Record<number, Stage> = {
  1: 'paying',
  2: 'paid',
  3: 'completed',
  4: 'appeal',
  5: 'cancelled',
};

export async function ordersPage(
  t: Db,
  party: 'user' | 'merchant',
  userId: number,
  status: number | 'active' | undefined,
  request: PageRequest,
) {
  const where = and(
    eq(party === 'user' ? c2cOrders.userId : c2cOrders.merchantId, userId),
    status === 'active'
      ? inArray(c2cOrders.stage, ['paying', 'paid', 'appeal'])
      : status
        ? eq(c2cOrders.stage, STAGES_OF_STATUS[status]!)
        : undefined,
  );
  return readPage(
    request,
    async (w) =>
      (await orderQuery(t).where(where).orderBy(desc(c2cOrders.id)).limit(w.limit).offset(w.offset)).map(
        flatOrder,
      ),
    () => t.select({ n: count() }).from(c2cOrders).where(where),
  );
}

/**
 * Moves an order from `from` to the values in `set`, by one conditional update; false when it
 * was no longer in `from` (another step decided first). `extra` adds a condition (a deadline).
 */
export async function moveOrder(
  t: Db,
  id: number,
  from: Stage,
  set: Partial<typeof c2cOrders.$inferInsert>,
  extra?: SQL,
): Promise<boolean> {
  const moved = await t
    .update(c2cOrders)
    .set(set)
    .where(and(eq(c2cOrders.id, id), eq(c2cOrders.stage, from), extra))
    .returning({ id: c2cOrders.id });
  return moved.length > 0;
}

/** The user's own cancellations since `since` (the daily limit). */
export async function cancellationsSince(t: Db, userId: number, since: Date): Promise<number> {
  const [row] = await t
    .select({ n: count() })
    .from(c2cOrders)
    .where(
      and(eq(c2cOrders.userId, userId), eq(c2cOrders.cancelledByUser, 1), gte(c2cOrders.cancelledAt, since)),
    );
  return Number(row?.n ?? 0);
}

export async function messagesOf(t: Db, orderId: number, after: number | undefined) {
  return t
    .select()
    .from(c2cMessages)
    .where(and(eq(c2cMessages.orderId, orderId), after ? sql`${c2cMessages.id} > ${after}` : undefined))
    .orderBy(asc(c2cMessages.id))
    .limit(500);
}

export async function messageById(t: Db, id: number) {
  const [row] = await t.select().from(c2cMessages).where(eq(c2cMessages.id, id));
  return row;
}
