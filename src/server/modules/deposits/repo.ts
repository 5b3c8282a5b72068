import { and, asc, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { DepositNetwork, DepositStatus } from '../../../core/schemas/deposit';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import {
  bankDepositReferences,
  coinNetworks,
  coins,
  depositBankAccounts,
  depositIntents,
  deposits,
  uploads,
  userWallets,
} from '../../db/schema';
import type { DepositRow } from './present';

/*
 * The deposits' SQL: deposits (read, locked, written), intents, the user's verified wallets, the
 * coins' networks, the receiving bank accounts and their references. The rules live in
 * service.ts, catalog.ts, bankAccounts.ts, credit.ts and operator.ts. Each function takes `t`: the
 * transaction when called inside one (PGlite has a single connection, so a read through `db`
 * there would wait forever).
 */

export type NewDeposit = typeof deposits.$inferInsert;
export type NewIntent = typeof depositIntents.$inferInsert;
export type CoinRow = typeof coins.$inferSelect;
export type ReceivingAccountValues = Omit<typeof depositBankAccounts.$inferInsert, 'coinId'>;

// Coins and their networks.

/** The coin's symbol, or '' when there is no such coin. */
export async function coinSymbol(t: Db, coinId: number): Promise<string> {
  return (await t.select({ s: coins.symbol }).from(coins).where(eq(coins.id, coinId)).limit(1))[0]?.s ?? '';
}

export async function coinSymbols(t: Db): Promise<Map<number, string>> {
  return new Map(
    (await t.select({ id: coins.id, symbol: coins.symbol }).from(coins)).map((c) => [c.id, c.symbol]),
  );
}

export async function coinById(t: Db, id: number): Promise<CoinRow | undefined> {
  const [coin] = await t.select().from(coins).where(eq(coins.id, id)).limit(1);
  return coin;
}

export async function coinBySymbol(t: Db, symbol: string): Promise<CoinRow | undefined> {
  const [coin] = await t.select().from(coins).where(eq(coins.symbol, symbol)).limit(1);
  return coin;
}

/** Every coin network with its coin, in the coins' order, then the networks'. */
export async function coinsWithNetworks(t: Db) {
  return t
    .select({ coin: coins, net: coinNetworks })
    .from(coinNetworks)
    .innerJoin(coins, eq(coins.id, coinNetworks.coinId))
    .orderBy(asc(coins.sort), asc(coinNetworks.sort));
}

/** A coin with one of its networks; undefined when the coin has no such network (or is not there). */
export async function coinOnNetwork(t: Db, coinId: number, network: DepositNetwork) {
  const [row] = await t
    .select({ coin: coins, net: coinNetworks })
    .from(coinNetworks)
    .innerJoin(coins, eq(coins.id, coinNetworks.coinId))
    .where(and(eq(coinNetworks.coinId, coinId), eq(coinNetworks.network, network)))
    .limit(1);
  return row;
}

/** The coin with each of its networks' deposit minimums; empty when it has no network. */
export async function coinMinimums(t: Db, coinId: number) {
  return t
    .select({ coin: coins, min: coinNetworks.depositMin })
    .from(coinNetworks)
    .innerJoin(coins, eq(coins.id, coinNetworks.coinId))
    .where(eq(coinNetworks.coinId, coinId));
}

// Deposits.

export async function depositByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.requestId, requestId)))
    .limit(1);
  return row;
}

/** Throws the driver's unique violation when the request id, hash or reference is taken. */
export async function insertDeposit(t: Db, values: NewDeposit): Promise<DepositRow> {
  const [inserted] = await t.insert(deposits).values(values).returning();
  return inserted!;
}

export async function depositById(t: Db, id: number): Promise<DepositRow | undefined> {
  const [row] = await t.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** A deposit locked `FOR UPDATE` in `t`, whoever owns it. */
export async function lockDeposit(t: Db, id: number): Promise<DepositRow | undefined> {
  const [row] = await t.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

export async function updateDeposit(t: Db, id: number, set: Partial<NewDeposit>): Promise<void> {
  await t.update(deposits).set(set).where(eq(deposits.id, id));
}

/** Whether any deposit, of any user and in any status, carries this hash. */
export async function hashUsed(t: Db, hash: string): Promise<boolean> {
  const [used] = await t.select({ id: deposits.id }).from(deposits).where(eq(deposits.txHash, hash)).limit(1);
  return Boolean(used);
}

/** One page of the user's deposits, newest first. */
export async function depositsPage(t: Db, userId: number, request: PageRequest) {
  const mine = eq(deposits.userId, userId);
  return readPage(
    request,
    (w) => t.select().from(deposits).where(mine).orderBy(desc(deposits.id)).limit(w.limit).offset(w.offset),
    () => t.select({ n: count() }).from(deposits).where(mine),
  );
}

/** The user's deposit; undefined when it is not theirs or not there. */
export async function ownDeposit(t: Db, userId: number, id: number): Promise<DepositRow | undefined> {
  const [row] = await t
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)))
    .limit(1);
  return row;
}

/** The chain deposits the recheck job reads again (EVM and TRON, still confirming), oldest first. */
export async function confirmingChainDeposits(t: Db): Promise<DepositRow[]> {
  return t
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'confirming'), inArray(deposits.chain, ['evm', 'tron'])))
    .orderBy(deposits.id);
}

/** Deposits in one status with their coin's symbol, newest first (the operator's queue). */
export async function depositsInWithSymbol(t: Db, status: DepositStatus) {
  return t
    .select({ d: deposits, symbol: coins.symbol })
    .from(deposits)
    .innerJoin(coins, eq(coins.id, deposits.coinId))
    .where(eq(deposits.status, status))
    .orderBy(desc(deposits.id));
}

export async function depositWithSymbol(t: Db, id: number) {
  const [r] = await t
    .select({ d: deposits, symbol: coins.symbol })
    .from(deposits)
    .innerJoin(coins, eq(coins.id, deposits.coinId))
    .where(eq(deposits.id, id));
  return r;
}

// Who paid: verified wallets, intents, uploads.

/** Who verified this wallet, if anyone did. */
export async function walletOwner(t: Db, chain: 'evm' | 'tron', address: string) {
  const [owner] = await t
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(and(eq(userWallets.chain, chain), eq(userWallets.address, address)))
    .limit(1);
  return owner;
}

/** The user's verified wallets, oldest first. */
export async function walletsOf(t: Db, userId: number) {
  return t.select().from(userWallets).where(eq(userWallets.userId, userId)).orderBy(userWallets.id);
}

/**
 * The user's unclaimed intents for a coin and network that had not expired at `at` and were made
 * by `madeBy`, oldest first.
 */
export async function openIntents(
  t: Db,
  userId: number,
  coinId: number,
  network: DepositNetwork,
  window: { at: Date; madeBy: Date },
) {
  return t
    .select()
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.userId, userId),
        eq(depositIntents.coinId, coinId),
        eq(depositIntents.network, network),
        isNull(depositIntents.depositId),
        gte(depositIntents.expiresAt, window.at),
        lte(depositIntents.createdAt, window.madeBy),
      ),
    )
    .orderBy(depositIntents.id);
}

/** Claims the intent for the deposit; false when another deposit claimed it first. */
export async function claimIntent(t: Db, intentId: number, depositId: number): Promise<boolean> {
  const claimed = await t
    .update(depositIntents)
    .set({ depositId })
    .where(and(eq(depositIntents.id, intentId), isNull(depositIntents.depositId)))
    .returning({ id: depositIntents.id });
  return claimed.length > 0;
}

export async function insertIntent(t: Db, values: NewIntent) {
  const [row] = await t.insert(depositIntents).values(values).returning();
  return row!;
}

/** The upload's owner; undefined when there is no such upload. */
export async function uploadOwner(t: Db, uploadId: string) {
  const [proof] = await t
    .select({ userId: uploads.userId })
    .from(uploads)
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return proof;
}

// Receiving bank accounts and references.

export async function receivingAccountRow(t: Db, coinId: number) {
  const [row] = await t
    .select()
    .from(depositBankAccounts)
    .where(eq(depositBankAccounts.coinId, coinId))
    .limit(1);
  return row;
}

/** Sets the coin's receiving account, replacing the one there. */
export async function upsertReceivingAccount(
  t: Db,
  coinId: number,
  values: ReceivingAccountValues,
): Promise<void> {
  await t
    .insert(depositBankAccounts)
    .values({ coinId, ...values })
    .onConflictDoUpdate({ target: depositBankAccounts.coinId, set: values });
}

export async function clearReceivingAccount(t: Db, coinId: number): Promise<boolean> {
  const removed = await t
    .delete(depositBankAccounts)
    .where(eq(depositBankAccounts.coinId, coinId))
    .returning({ coinId: depositBankAccounts.coinId });
  return removed.length > 0;
}

export async function listReceivingAccounts(t: Db) {
  return t
    .select({ coin: coins.symbol, account: depositBankAccounts })
    .from(depositBankAccounts)
    .innerJoin(coins, eq(coins.id, depositBankAccounts.coinId))
    .orderBy(asc(coins.sort));
}

/** The user's oldest unused reference for the coin, if any. */
export async function openReferenceOf(t: Db, userId: number, coinId: number): Promise<string | undefined> {
  const [open] = await t
    .select({ reference: bankDepositReferences.reference })
    .from(bankDepositReferences)
    .where(
      and(
        eq(bankDepositReferences.userId, userId),
        eq(bankDepositReferences.coinId, coinId),
        isNull(bankDepositReferences.depositId),
      ),
    )
    .orderBy(asc(bankDepositReferences.createdAt))
    .limit(1);
  return open?.reference;
}

/** Inserts a new reference; undefined when the reference is taken (the caller draws another). */
export async function insertReferenceOnce(
  t: Db,
  values: { reference: string; userId: number; coinId: number },
): Promise<string | undefined> {
  const inserted = await t
    .insert(bankDepositReferences)
    .values(values)
    .onConflictDoNothing()
    .returning({ reference: bankDepositReferences.reference });
  return inserted[0]?.reference;
}

/** Marks the user's open reference for the coin used by the deposit; false when it is not one. */
export async function claimOpenReference(
  t: Db,
  reference: string,
  userId: number,
  coinId: number,
  depositId: number,
): Promise<boolean> {
  const claimed = await t
    .update(bankDepositReferences)
    .set({ depositId })
    .where(
      and(
        eq(bankDepositReferences.reference, reference),
        eq(bankDepositReferences.userId, userId),
        eq(bankDepositReferences.coinId, coinId),
        isNull(bankDepositReferences.depositId),
      ),
    )
    .returning({ reference: bankDepositReferences.reference });
  return claimed.length > 0;
}
