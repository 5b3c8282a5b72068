import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { OptionListRequest } from '../../../core/schemas/options';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paged';
import { coins, marketTicks, optionDemoTopups, optionOrders, optionProducts, pairs } from '../../db/schema';
import type { OptionOrderRow } from './present';

/*
 * The options' SQL: products, orders, the demo refill's claim and the ticks that close a
 * settlement window. The rules live in service.ts. `t` is the transaction when inside one.
 */

export type NewOptionOrder = typeof optionOrders.$inferInsert;

/** The enabled product of an enabled pair, with its pair. */
export async function productFor(t: Db, symbol: string, seconds: number) {
  const [row] = await t
    .select({ product: optionProducts, pair: pairs })
    .from(optionProducts)
    .innerJoin(pairs, eq(pairs.id, optionProducts.pairId))
    .where(
      and(
        eq(pairs.symbol, symbol),
        eq(optionProducts.seconds, seconds),
        eq(optionProducts.enabled, 1),
        eq(pairs.enabled, 1),
      ),
    );
  return row;
}

/** The enabled periods of enabled pairs (of one pair when `symbol` is given), in the pairs' order. */
export async function enabledProducts(t: Db, symbol?: string) {
  return t
    .select({ product: optionProducts, symbol: pairs.symbol })
    .from(optionProducts)
    .innerJoin(pairs, eq(pairs.id, optionProducts.pairId))
    .where(
      and(eq(optionProducts.enabled, 1), eq(pairs.enabled, 1), symbol ? eq(pairs.symbol, symbol) : undefined),
    )
    .orderBy(asc(pairs.sort), asc(optionProducts.seconds));
}

export async function orderByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(optionOrders)
    .where(and(eq(optionOrders.userId, userId), eq(optionOrders.requestId, requestId)));
  return row;
}

export async function insertOrder(t: Db, values: NewOptionOrder): Promise<OptionOrderRow> {
  const [created] = await t.insert(optionOrders).values(values).returning();
  return created!;
}

/** Writes a settlement on an order still open (a second settle of the same order writes nothing). */
export async function settleOrder(t: Db, id: number, set: Partial<NewOptionOrder>): Promise<void> {
  await t
    .update(optionOrders)
    .set(set)
    .where(and(eq(optionOrders.id, id), eq(optionOrders.status, 'open')));
}

/** One page of the user's orders, open or settled, newest first. */
export async function ordersPage(t: Db, userId: number, query: OptionListRequest) {
  const where = and(
    eq(optionOrders.userId, userId),
    query.status === 'open'
      ? eq(optionOrders.status, 'open')
      : inArray(optionOrders.status, ['won', 'lost', 'refunded']),
    query.account ? eq(optionOrders.account, query.account) : undefined,
    query.symbol ? eq(optionOrders.symbol, query.symbol) : undefined,
  );
  return readPage(
    query,
    (w) =>
      t
        .select()
        .from(optionOrders)
        .where(where)
        .orderBy(desc(optionOrders.id))
        .limit(w.limit)
        .offset(w.offset),
    () => t.select({ n: count() }).from(optionOrders).where(where),
  );
}

/**
 * Claims the user's demo refill at `now` when the last one was at or before `cutoff`, by one
 * conditional write: two taps at once claim it once. False when it is not due.
 */
export async function claimDemoTopup(t: Db, userId: number, now: Date, cutoff: Date): Promise<boolean> {
  const claimed = await t
    .insert(optionDemoTopups)
    .values({ userId, lastAt: now })
    .onConflictDoUpdate({
      target: optionDemoTopups.userId,
      set: { lastAt: now },
      setWhere: sql`${optionDemoTopups.lastAt} <= ${cutoff}`,
    })
    .returning();
  return claimed.length > 0;
}

/** Whether a tick of `symbol` after `after` is recorded. */
export async function tickRecordedAfter(t: Db, symbol: string, after: Date): Promise<boolean> {
  const [later] = await t
    .select({ ts: marketTicks.ts })
    .from(marketTicks)
    .where(and(eq(marketTicks.symbol, symbol), gt(marketTicks.ts, after)))
    .limit(1);
  return later !== undefined;
}

/** Stakes, payouts and the demo account are in USDT: every option pair is quoted in it. */
export async function usdtCoinId(t: Db): Promise<number> {
  const [usdt] = await t.select({ id: coins.id }).from(coins).where(eq(coins.symbol, 'USDT'));
  if (!usdt) throw new Error('no USDT coin');
  return usdt.id;
}

export async function quoteCoin(t: Db, pairId: number): Promise<number> {
  const [pair] = await t.select({ quote: pairs.quoteCoinId }).from(pairs).where(eq(pairs.id, pairId));
  if (!pair) throw new Error(`option pair ${pairId} is gone`);
  return pair.quote;
}
