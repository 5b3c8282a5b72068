import { sql } from 'drizzle-orm';
import { Big, parseMoney } from '../../core/money';
import type { Db } from '../db/client';
import { CHECK_VIOLATION, pgErrorCode } from '../db/errors';
import { AppError } from '../lib/errors';
import { USER_ACCOUNTS, type UserAccount } from '../../core/schemas/funds';
import { isLedgerReason, isPlatformBook, ledgerReasonKind } from './reasons';
import { tellUser } from '../events/private';

/** A user's accounts are the spec's (core); the platform's books are declared by the features. */
const isUserAccount = (account: string): account is UserAccount =>
  (USER_ACCOUNTS as readonly string[]).includes(account);

export type LedgerEntry = {
  /** null for the platform's own accounts */
  userId: number | null;
  account: string;
  coinId: number;
  field: 'available' | 'frozen';
  /** A signed decimal string: + credits, − debits. */
  amount: string;
};

/** One entry of a posting, its amount a Big. */
export const ledgerEntry = (
  userId: number | null,
  account: string,
  coinId: number,
  field: 'available' | 'frozen',
  amount: Big,
): LedgerEntry => ({ userId, account, coinId, field, amount: amount.toFixed() });

export type Posting = {
  /** A reason a feature declared: the account-change record screen names it. */
  reason: LedgerReason;
  entries: LedgerEntry[];
  requestId?: string;
  /** What the movement belongs to, e.g. `withdrawal:7`. */
  reference?: string;
};

/** Why money moves: a code some feature declared in its manifest (see `reasons.ts`). */
export type LedgerReason = string;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Every posting balances: per coin, the entries sum to zero, and no entry is zero or malformed. */
function assertBalanced(entries: LedgerEntry[]): void {
  if (entries.length < 2) throw new Error('a posting needs at least two entries');
  const perCoin = new Map<number, Big>();
  for (const e of entries) {
    const amount = parseMoney(e.amount);
    if (!amount || amount.eq(0)) throw new Error(`bad ledger amount ${e.amount}`);
    perCoin.set(e.coinId, (perCoin.get(e.coinId) ?? new Big(0)).plus(amount));
  }
  for (const [coin, total] of perCoin)
    if (!total.eq(0)) throw new Error(`posting for coin ${coin} does not balance`);
}

const ownerKey = (e: { userId: number | null; account: string; coinId: number }) =>
  `${e.userId ?? 0}|${e.account}|${e.coinId}`;

/**
 * A hold only moves money between a balance's available and frozen parts: each balance it touches
 * keeps its total, so it can never be taken for a profit, a loss or capital moving.
 */
function assertHoldKeepsTotals(posting: Posting): void {
  const totals = new Map<string, Big>();
  for (const e of posting.entries)
    totals.set(ownerKey(e), (totals.get(ownerKey(e)) ?? new Big(0)).plus(e.amount));
  for (const [owner, total] of totals)
    if (!total.eq(0)) throw new Error(`"${posting.reason}" is a hold but changes the total of ${owner}`);
}

/** The balances a posting touches, each once, in one fixed order (so concurrent inserts agree). */
function ownersOf(entries: LedgerEntry[]): LedgerEntry[] {
  const owners = new Map(entries.map((e) => [ownerKey(e), e]));
  return [...owners.values()].sort(
    // Plain code-unit order, the same on every node whatever its locale.
    (a, b) =>
      (a.userId ?? 0) - (b.userId ?? 0) ||
      (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) ||
      a.coinId - b.coinId,
  );
}

/** Per balance, the net change of each field: several entries on one balance become one update. */
function netChanges(entries: LedgerEntry[], ids: Map<string, number>) {
  const changes = new Map<number, { available: Big; frozen: Big }>();
  for (const e of entries) {
    const id = ids.get(ownerKey(e))!;
    const change = changes.get(id) ?? { available: new Big(0), frozen: new Big(0) };
    change[e.field] = change[e.field].plus(e.amount);
    changes.set(id, change);
  }
  return changes;
}

/**
 * The only code that moves money. One database transaction: balances are locked in id order
 * (so concurrent postings cannot deadlock), changed, and each change is written as an entry.
 * A user balance that would go below zero fails the CHECK and nothing is written. With a
 * request id the posting happens once: a retry returns the first posting's id.
 * Called with a transaction (`tx`), it runs as a savepoint inside it, so a service can write its
 * own rows (a withdrawal, a deposit) and move the money all-or-nothing.
 *
 * Five statements whatever the posting's size (a spot fill touches five balances): every round
 * trip is time the locked balances are held, and the platform's rows are in every fill.
 */
export async function post(db: Db, posting: Posting): Promise<{ transactionId: number; replayed: boolean }> {
  if (!isLedgerReason(posting.reason))
    throw new Error(`no feature declares the ledger reason "${posting.reason}"`);
  for (const { userId, account } of posting.entries) {
    if (userId === null ? !isPlatformBook(account) : !isUserAccount(account))
      throw new Error(
        `no feature declares the ${userId === null ? 'platform book' : 'account'} "${account}"`,
      );
  }
  assertBalanced(posting.entries);
  if (ledgerReasonKind(posting.reason) === 'hold') assertHoldKeepsTotals(posting);
  try {
    return await db.transaction(async (tx) => {
      const inserted = rowsOf(
        await tx.execute(sql`
          insert into ledger_transactions (request_id, reason, reference)
          values (${posting.requestId ?? null}, ${posting.reason}, ${posting.reference ?? null})
          on conflict (request_id) do nothing returning id`),
      );
      if (inserted.length === 0) {
        const [first] = rowsOf(
          await tx.execute(sql`select id from ledger_transactions where request_id = ${posting.requestId}`),
        );
        return { transactionId: Number(first?.id), replayed: true };
      }
      const transactionId = Number(inserted[0]?.id);

      const owners = ownersOf(posting.entries);
      await tx.execute(sql`
        insert into balances (user_id, account, coin_id)
        values ${sql.join(
          owners.map((e) => sql`(${e.userId}::bigint, ${e.account}, ${e.coinId}::int)`),
          sql`, `,
        )}
        on conflict (coalesce(user_id, 0), account, coin_id) do nothing`);
      // Locked as the sorted rows come out, so always in id order.
      const locked = rowsOf(
        await tx.execute(sql`
          select id, coalesce(user_id, 0) as owner, account, coin_id from balances
          where (coalesce(user_id, 0), account, coin_id) in (${sql.join(
            owners.map((e) => sql`(${e.userId ?? 0}::bigint, ${e.account}, ${e.coinId}::int)`),
            sql`, `,
          )})
          order by id for update`),
      );
      const ids = new Map(
        locked.map((r) => [`${Number(r.owner)}|${String(r.account)}|${Number(r.coin_id)}`, Number(r.id)]),
      );

      const changes = [...netChanges(posting.entries, ids)];
      await tx.execute(sql`
        update balances b set available = b.available + c.available, frozen = b.frozen + c.frozen
        from (values ${sql.join(
          changes.map(
            ([id, c]) =>
              sql`(${id}::bigint, ${c.available.toFixed()}::numeric, ${c.frozen.toFixed()}::numeric)`,
          ),
          sql`, `,
        )}) as c(id, available, frozen)
        where b.id = c.id`);
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, balance_id, field, amount)
        values ${sql.join(
          posting.entries.map(
            (e) => sql`(${transactionId}, ${ids.get(ownerKey(e))}, ${e.field}, ${e.amount}::numeric)`,
          ),
          sql`, `,
        )}`);
      // Each owner's screens learn that this balance moved, once the posting has committed.
      for (const e of owners)
        if (e.userId !== null)
          tellUser(tx as Db, e.userId, { type: 'balance', account: e.account, currency_id: e.coinId });
      return { transactionId, replayed: false };
    });
  } catch (err) {
    if (pgErrorCode(err) === CHECK_VIOLATION) throw new AppError('errors.insufficient_balance');
    throw err;
  }
}

export type BalanceView = { account: string; coin_id: number; available: string; frozen: string };

/** A user's balances, as decimal strings. */
export async function balancesOf(db: Db, userId: number): Promise<BalanceView[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select account, coin_id, available::text as available, frozen::text as frozen
      from balances where user_id = ${userId} order by account, coin_id`),
  );
  return rows.map((r) => ({
    account: String(r.account),
    coin_id: Number(r.coin_id),
    available: String(r.available),
    frozen: String(r.frozen),
  }));
}

/**
 * One coin of one of the user's accounts, as decimal strings; zeros where it was never used.
 * Read in `db` or in a transaction's `t`; it does not lock (the posting locks what it changes).
 */
export async function balanceOf(
  db: Db,
  userId: number,
  account: string,
  coinId: number,
): Promise<{ available: string; frozen: string }> {
  const [row] = rowsOf(
    await db.execute(sql`
      select available::text as available, frozen::text as frozen from balances
      where user_id = ${userId} and account = ${account} and coin_id = ${coinId}`),
  );
  return { available: String(row?.available ?? '0'), frozen: String(row?.frozen ?? '0') };
}

/** What the user may spend of one coin in one account now. */
export async function availableOf(db: Db, userId: number, account: string, coinId: number): Promise<Big> {
  return new Big((await balanceOf(db, userId, account, coinId)).available);
}
