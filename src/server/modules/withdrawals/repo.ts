import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { bankCards, coinNetworks, coins, users, withdrawalAddresses, withdrawals } from '../../db/schema';

/*
 * The withdrawals' SQL: withdrawals (read, locked, written), the address book, the bank card and
 * the coins' network terms. The rules live in service.ts, addressBook.ts, limits.ts, holds.ts and
 * operator.ts. Each function takes `t`: the transaction when called inside one (PGlite has a
 * single connection, so a read through `db` there would wait forever).
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type AddressRow = typeof withdrawalAddresses.$inferSelect;
export type NewAddress = typeof withdrawalAddresses.$inferInsert;
export type BankCardRow = typeof bankCards.$inferSelect;
/** A bank card's fields, as saved: every column but the user and the replacement time. */
export type BankCardFields = Omit<typeof bankCards.$inferInsert, 'userId' | 'replacedAt'>;

// Coins and their networks.

export async function coinSymbols(t: Db): Promise<Map<number, string>> {
  const rows = await t.select({ id: coins.id, symbol: coins.symbol }).from(coins);
  return new Map(rows.map((r) => [r.id, r.symbol]));
}

/** A coin's withdrawal minimum and fee on one chain network (a coin_networks row), if it has one. */
export async function networkTerms(t: Db, coinId: number, network: string) {
  const [row] = await t
    .select({
      coin: coins.symbol,
      decimals: coins.decimals,
      min: coinNetworks.withdrawMin,
      fee: coinNetworks.withdrawFee,
    })
    .from(coinNetworks)
    .innerJoin(coins, eq(coins.id, coinNetworks.coinId))
    .where(and(eq(coinNetworks.coinId, coinId), eq(coinNetworks.network, network)))
    .limit(1);
  return row;
}

/** Every coin network's withdrawal terms, in the coins' order, then the networks'. */
export async function allNetworkTerms(t: Db) {
  return t
    .select({
      id: coins.id,
      symbol: coins.symbol,
      decimals: coins.decimals,
      network: coinNetworks.network,
      min: coinNetworks.withdrawMin,
      fee: coinNetworks.withdrawFee,
    })
    .from(coinNetworks)
    .innerJoin(coins, eq(coins.id, coinNetworks.coinId))
    .orderBy(asc(coins.sort), asc(coinNetworks.sort));
}

// Withdrawals.

/**
 * Locks the user's row `FOR UPDATE` in `t`: a user's withdrawal requests then take turns, so the
 * daily count read after it holds until the transaction ends.
 */
export async function lockUser(t: Db, userId: number): Promise<void> {
  await t.execute(sql`select id from ${users} where id = ${userId} for update`);
}

export async function withdrawalByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)));
  return row;
}

/** How many withdrawals the user has requested since `since`. */
export async function requestsSince(t: Db, userId: number, since: Date): Promise<number> {
  const [row] = await t
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertWithdrawal(t: Db, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [inserted] = await t.insert(withdrawals).values(values).returning();
  return inserted!;
}

/** One page of the user's withdrawals, newest first. */
export async function withdrawalsPage(t: Db, userId: number, request: PageRequest) {
  const mine = eq(withdrawals.userId, userId);
  return readPage(
    request,
    (w) =>
      t.select().from(withdrawals).where(mine).orderBy(desc(withdrawals.id)).limit(w.limit).offset(w.offset),
    () => t.select({ n: count() }).from(withdrawals).where(mine),
  );
}

/** The user's withdrawal; undefined when it is not theirs or not there. */
export async function ownWithdrawal(t: Db, userId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await t
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  return row;
}

/** Withdrawals in one status, oldest first (the operator's queue). */
export async function withdrawalsIn(t: Db, status: WithdrawalStatus): Promise<WithdrawalRow[]> {
  return t.select().from(withdrawals).where(eq(withdrawals.status, status)).orderBy(asc(withdrawals.id));
}

/** A withdrawal locked `FOR UPDATE` in `t`, whoever owns it (an operator's decision). */
export async function lockWithdrawal(t: Db, id: number): Promise<WithdrawalRow | undefined> {
  await t.execute(sql`select id from ${withdrawals} where id = ${id} for update`);
  const [row] = await t.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function updateWithdrawal(
  t: Db,
  id: number,
  set: Partial<NewWithdrawal>,
): Promise<WithdrawalRow> {
  const [updated] = await t.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
  return updated!;
}

// The address book.

/** The user's saved addresses (of one coin when `coinId` is given), oldest first. */
export async function addressesOf(t: Db, userId: number, coinId?: number): Promise<AddressRow[]> {
  return t
    .select()
    .from(withdrawalAddresses)
    .where(
      and(
        eq(withdrawalAddresses.userId, userId),
        coinId ? eq(withdrawalAddresses.coinId, coinId) : undefined,
      ),
    )
    .orderBy(asc(withdrawalAddresses.id));
}

/** Whether the user has saved any address for the coin on the network. */
export async function hasAddressFor(
  t: Db,
  userId: number,
  coinId: number,
  network: string,
): Promise<boolean> {
  const [address] = await t
    .select({ id: withdrawalAddresses.id })
    .from(withdrawalAddresses)
    .where(
      and(
        eq(withdrawalAddresses.userId, userId),
        eq(withdrawalAddresses.coinId, coinId),
        eq(withdrawalAddresses.network, network),
      ),
    )
    .limit(1);
  return Boolean(address);
}

/** The user's saved address; undefined when it is not theirs or not there. */
export async function ownAddress(t: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [address] = await t
    .select()
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId)));
  return address;
}

/** Throws the driver's unique violation when the user already saved this address. */
export async function insertAddress(t: Db, values: NewAddress): Promise<AddressRow> {
  const [inserted] = await t.insert(withdrawalAddresses).values(values).returning();
  return inserted!;
}

/** Deletes the user's address; false when it is not theirs or not there. */
export async function deleteOwnAddress(t: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await t
    .delete(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId)))
    .returning({ id: withdrawalAddresses.id });
  return deleted.length > 0;
}

// The bank card.

export async function hasBankCard(t: Db, userId: number): Promise<boolean> {
  const [card] = await t.select({ id: bankCards.userId }).from(bankCards).where(eq(bankCards.userId, userId));
  return Boolean(card);
}

export async function bankCardOf(t: Db, userId: number): Promise<BankCardRow | undefined> {
  const [card] = await t.select().from(bankCards).where(eq(bankCards.userId, userId));
  return card;
}

/** When the user's bank card was last replaced: null for a first card, or no card. */
export async function bankCardReplacedAt(t: Db, userId: number): Promise<Date | null> {
  const [card] = await t
    .select({ replacedAt: bankCards.replacedAt })
    .from(bankCards)
    .where(eq(bankCards.userId, userId));
  return card?.replacedAt ?? null;
}

/** Saves the user's one card; replacing a saved card stamps `replacedAt` (a conflict means one was there). */
export async function saveBankCard(
  t: Db,
  userId: number,
  values: BankCardFields,
  replacedAt: Date,
): Promise<BankCardRow> {
  const [saved] = await t
    .insert(bankCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankCards.userId, set: { ...values, replacedAt } })
    .returning();
  return saved!;
}
