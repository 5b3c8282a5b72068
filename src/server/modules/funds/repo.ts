import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { UserAccount } from '../../../core/schemas/funds';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { balances, coins, ledgerEntries, ledgerTransactions, transfers } from '../../db/schema';

/*
 * The funds' SQL: the coins, the user's balances, the ledger's change records and today's changes,
 * and the transfers between a user's own accounts. The rules (valuation, precision, the reserve a
 * transfer may not take) live in service.ts; the postings go through the ledger's `post`. `t` is
 * the transaction when called inside one.
 */

export type Coin = { id: number; symbol: string; name: string; decimals: number };
export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

/** Every coin, in the catalog's order. */
export async function coinsInOrder(t: Db): Promise<Coin[]> {
  return t
    .select({ id: coins.id, symbol: coins.symbol, name: coins.name, decimals: coins.decimals })
    .from(coins)
    .orderBy(coins.sort);
}

/** The user's balance rows, every account and coin they hold (a missing row is a zero balance). */
export async function userBalances(t: Db, userId: number) {
  return t
    .select({
      account: balances.account,
      coinId: balances.coinId,
      available: balances.available,
      frozen: balances.frozen,
    })
    .from(balances)
    .where(eq(balances.userId, userId));
}

/**
 * The net change of the user's balances since `since`, per coin, account and ledger reason (the
 * sum as text, so no precision is lost on the way to core/pnl.ts).
 */
export async function changesSince(t: Db, userId: number, since: Date) {
  return t
    .select({
      coinId: balances.coinId,
      account: balances.account,
      reason: ledgerTransactions.reason,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(balances, eq(balances.id, ledgerEntries.balanceId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(balances.userId, userId), sql`${ledgerEntries.createdAt} >= ${since}`))
    .groupBy(balances.coinId, balances.account, ledgerTransactions.reason);
}

/**
 * One page of the user's ledger entries (in one account and of one coin when given), newest
 * first, with their coin and transaction. The count needs no coin or transaction join: every
 * entry has both.
 */
export async function changesPage(
  t: Db,
  userId: number,
  filter: { account?: UserAccount; coinId?: number },
  request: PageRequest,
) {
  const where = and(
    eq(balances.userId, userId),
    filter.account ? eq(balances.account, filter.account) : undefined,
    filter.coinId ? eq(balances.coinId, filter.coinId) : undefined,
  );
  return readPage(
    request,
    (w) =>
      t
        .select({
          id: ledgerEntries.id,
          account: balances.account,
          currency_id: balances.coinId,
          symbol: coins.symbol,
          field: ledgerEntries.field,
          amount: ledgerEntries.amount,
          reason: ledgerTransactions.reason,
          reference: ledgerTransactions.reference,
          created_at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(balances, eq(balances.id, ledgerEntries.balanceId))
        .innerJoin(coins, eq(coins.id, balances.coinId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(w.limit)
        .offset(w.offset),
    () =>
      t
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(balances, eq(balances.id, ledgerEntries.balanceId))
        .where(where),
  );
}

/** The user's transfer with this request id, or null. */
export async function transferByRequest(
  t: Db,
  userId: number,
  requestId: string,
): Promise<TransferRow | null> {
  const [row] = await t
    .select()
    .from(transfers)
    .where(and(eq(transfers.userId, userId), eq(transfers.requestId, requestId)));
  return row ?? null;
}

export async function insertTransfer(t: Db, values: NewTransfer): Promise<TransferRow> {
  const [created] = await t.insert(transfers).values(values).returning();
  if (!created) throw new Error('transfer insert returned nothing');
  return created;
}

/** One page of the user's transfers (of one coin when given), newest first. */
export async function transfersPage(
  t: Db,
  userId: number,
  filter: { coinId?: number },
  request: PageRequest,
) {
  const where = and(
    eq(transfers.userId, userId),
    filter.coinId ? eq(transfers.coinId, filter.coinId) : undefined,
  );
  return readPage(
    request,
    (w) =>
      t.select().from(transfers).where(where).orderBy(desc(transfers.id)).limit(w.limit).offset(w.offset),
    () => t.select({ n: count() }).from(transfers).where(where),
  );
}
