import { sql } from 'drizzle-orm';
import { Big, parseMoney } from '../../core/money';
import type { Db } from '../db/client';
import { CHECK_VIOLATION, pgErrorCode } from '../db/errors';
import { AppError } from '../lib/errors';
import { USER_ACCOUNTS, type UserAccount } from '../../core/schemas/funds';
import { isLedgerReason, isPlatformBook, ledgerReasonKind } from './reasons';
import { tellUser } from '../events/private';
import { afterCommit, databaseOf } from '../db/afterCommit';
import { arrayLiteral } from '../db/arrays';

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

/**
 * How many rows each platform book is split into. Every fill locks its book's balance until
 * commit; with one row, all users' fills queued behind each other (measured: the bare SQL of a
 * market buy did 490/s on one connection and only 631/s on ten, waiting on row locks). A posting
 * uses one slot of each book it touches, chosen by its user, so users' fills mostly pass each other.
 */
export const PLATFORM_SLOTS = 16;

/** An entry placed on one row: a user's balance (slot 0) or one slot of a platform book. */
type PlacedEntry = LedgerEntry & { slot: number };

/** The slot of the platform's books this posting uses: by its first user, the same one every time. */
function platformSlotOf(entries: LedgerEntry[]): number {
  const user = entries.find((e) => e.userId !== null)?.userId;
  return user ? user % PLATFORM_SLOTS : 0;
}

function placed(entries: LedgerEntry[]): PlacedEntry[] {
  const slot = platformSlotOf(entries);
  return entries.map((e) => ({ ...e, slot: e.userId === null ? slot : 0 }));
}

const ownerKey = (e: { userId: number | null; account: string; coinId: number; slot: number }) =>
  `${e.userId ?? 0}|${e.account}|${e.coinId}|${e.slot}`;

/**
 * A hold only moves money between a balance's available and frozen parts: each balance it touches
 * keeps its total, so it can never be taken for a profit, a loss or capital moving.
 */
function assertHoldKeepsTotals(reason: LedgerReason, entries: PlacedEntry[]): void {
  const totals = new Map<string, Big>();
  for (const e of entries) totals.set(ownerKey(e), (totals.get(ownerKey(e)) ?? new Big(0)).plus(e.amount));
  for (const [owner, total] of totals)
    if (!total.eq(0)) throw new Error(`"${reason}" is a hold but changes the total of ${owner}`);
}

/** The balances a posting touches, each once, in one fixed order (so concurrent inserts agree). */
function ownersOf(entries: PlacedEntry[]): PlacedEntry[] {
  const owners = new Map(entries.map((e) => [ownerKey(e), e]));
  return [...owners.values()].sort(
    // Plain code-unit order, the same on every node whatever its locale.
    (a, b) =>
      (a.userId ?? 0) - (b.userId ?? 0) ||
      (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) ||
      a.coinId - b.coinId ||
      a.slot - b.slot,
  );
}

/** Per balance (in the order of `owners`), the net change of each field: one change per balance. */
function netChanges(entries: PlacedEntry[], owners: PlacedEntry[]) {
  const changes = new Map(owners.map((o) => [ownerKey(o), { available: new Big(0), frozen: new Big(0) }]));
  for (const e of entries) {
    const change = changes.get(ownerKey(e))!;
    change[e.field] = change[e.field].plus(e.amount);
  }
  return owners.map((o) => ({ owner: o, ...changes.get(ownerKey(o))! }));
}

/**
 * Balances known to exist, per database: a balance row is never deleted, so once one has committed
 * a posting need not ask for it again. Filled only after a commit (a row created in a transaction
 * that rolled back is not there); forgotten when a posting finds one missing after all.
 */
const knownBalances = new WeakMap<Db, Set<string>>();
const MAX_KNOWN_BALANCES = 200_000;

function knownBalancesOf(db: Db): Set<string> {
  let known = knownBalances.get(db);
  if (!known) knownBalances.set(db, (known = new Set()));
  if (known.size > MAX_KNOWN_BALANCES) known.clear();
  return known;
}

/** Creates the balances a posting touches that do not exist yet (zero; locks nothing that exists). */
const missingBalances = (owners: PlacedEntry[]) => sql`
  insert into balances (user_id, account, coin_id, slot)
  values ${sql.join(
    owners.map((e) => sql`(${e.userId}::bigint, ${e.account}, ${e.coinId}::int, ${e.slot}::smallint)`),
    sql`, `,
  )}
  on conflict (coalesce(user_id, 0), account, coin_id, slot) do nothing`;

/**
 * The rest of a posting as one statement: the ledger transaction (nothing more when its request
 * id is in already), the balances locked in id order (so concurrent postings cannot deadlock) and
 * changed by their net amounts, and one entry per line against the balance ids that came back.
 * Answers the new transaction's id (none: a replay) and how many entries were written.
 *
 * The balances and lines travel as one array per column, so the text is the same for every
 * posting whatever its size: building it costs next to nothing, and PostgreSQL sees one statement.
 */
function postingStatement(posting: Posting, entries: PlacedEntry[], owners: PlacedEntry[]) {
  const changes = netChanges(entries, owners);
  const array = (values: (string | number)[]) => arrayLiteral(values);
  return sql`
    with posted as (
      insert into ledger_transactions (request_id, reason, reference)
      values (${posting.requestId ?? null}, ${posting.reason}, ${posting.reference ?? null})
      on conflict (request_id) do nothing
      returning id
    ), locked as materialized (
      select b.id, c.available, c.frozen
      from balances b
      join unnest(
        ${array(changes.map((c) => c.owner.userId ?? 0))}::bigint[],
        ${array(changes.map((c) => c.owner.account))}::text[],
        ${array(changes.map((c) => c.owner.coinId))}::int[],
        ${array(changes.map((c) => c.owner.slot))}::smallint[],
        ${array(changes.map((c) => c.available.toFixed()))}::numeric[],
        ${array(changes.map((c) => c.frozen.toFixed()))}::numeric[]
      ) as c(owner, account, coin_id, slot, available, frozen)
        on coalesce(b.user_id, 0) = c.owner and b.account = c.account and b.coin_id = c.coin_id
          and b.slot = c.slot
      where exists (select 1 from posted)
      order by b.id
      for update of b
    ), changed as (
      update balances b set available = b.available + l.available, frozen = b.frozen + l.frozen
      from locked l where b.id = l.id
      returning b.id, coalesce(b.user_id, 0) as owner, b.account, b.coin_id, b.slot
    ), written as (
      insert into ledger_entries (transaction_id, balance_id, field, amount)
      select posted.id, changed.id, e.field, e.amount
      from posted, unnest(
        ${array(entries.map((e) => e.userId ?? 0))}::bigint[],
        ${array(entries.map((e) => e.account))}::text[],
        ${array(entries.map((e) => e.coinId))}::int[],
        ${array(entries.map((e) => e.slot))}::smallint[],
        ${array(entries.map((e) => e.field))}::text[],
        ${array(entries.map((e) => e.amount))}::numeric[]
      ) with ordinality as e(owner, account, coin_id, slot, field, amount, ord)
      join changed on changed.owner = e.owner and changed.account = e.account and changed.coin_id = e.coin_id
        and changed.slot = e.slot
      order by e.ord
      returning 1
    )
    select (select id from posted) as id, (select count(*) from written) as entries`;
}

/**
 * The only code that moves money: one statement (`postingStatement`) in the caller's transaction,
 * or in a transaction of its own, after creating the balances it touches that do not exist yet.
 * Balances are locked in one fixed order, changed, and each change is written as an entry. A user
 * balance that would go below zero fails the CHECK and nothing is written. With a request id the
 * posting happens once: a retry returns the first posting's id. Inside a transaction (`tx`) a
 * service writes its own rows (a withdrawal, a deposit) and moves the money all-or-nothing: a
 * refused posting fails that transaction.
 *
 * One round trip whatever the posting's size (a spot fill touches five balances), two when it
 * creates a balance. The balances it locks stay locked until the caller's commit (one slot of each
 * platform book it touches, shared with other users' postings), so a caller does the rest of its
 * work before posting where it can.
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
  const entries = placed(posting.entries);
  if (ledgerReasonKind(posting.reason) === 'hold') assertHoldKeepsTotals(posting.reason, entries);
  const owners = ownersOf(entries);
  const statement = postingStatement(posting, entries, owners);
  const inTransaction = databaseOf(db) !== db;
  const known = knownBalancesOf(databaseOf(db));
  const postIn = async (t: Db) => {
    const missing = owners.filter((e) => !known.has(ownerKey(e)));
    if (missing.length > 0) await t.execute(missingBalances(missing));
    const [done] = rowsOf(await t.execute(statement));
    if (done?.id === null || done?.id === undefined) {
      const [first] = rowsOf(
        await t.execute(sql`select id from ledger_transactions where request_id = ${posting.requestId}`),
      );
      return { transactionId: Number(first?.id), replayed: true };
    }
    if (Number(done.entries) !== posting.entries.length) {
      for (const e of owners) known.delete(ownerKey(e));
      throw new Error(
        `posting ${posting.reason} wrote ${String(done.entries)} of ${posting.entries.length} entries`,
      );
    }
    afterCommit(t, () => {
      for (const e of missing) known.add(ownerKey(e));
    });
    // Each owner's screens learn that this balance moved, once the posting has committed.
    for (const e of owners)
      if (e.userId !== null)
        tellUser(t, e.userId, { type: 'balance', account: e.account, currency_id: e.coinId });
    return { transactionId: Number(done.id), replayed: false };
  };
  try {
    return await (inTransaction ? postIn(db) : db.transaction((tx) => postIn(tx as Db)));
  } catch (err) {
    if (pgErrorCode(err) === CHECK_VIOLATION) throw new AppError('errors.insufficient_balance');
    throw err;
  }
}

/** A platform book's balance of one coin: the sum of its slots, as a decimal string (may be negative). */
export async function platformBookBalance(db: Db, account: string, coinId: number): Promise<string> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(available), 0)::text as available from balances
      where user_id is null and account = ${account} and coin_id = ${coinId}`),
  );
  return String(row?.available ?? '0');
}

/** Every platform book's balance per coin, its slots added up. */
export async function platformBooks(db: Db): Promise<BalanceView[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select account, coin_id, sum(available)::text as available, sum(frozen)::text as frozen
      from balances where user_id is null group by account, coin_id order by account, coin_id`),
  );
  return rows.map((r) => ({
    account: String(r.account),
    coin_id: Number(r.coin_id),
    available: String(r.available),
    frozen: String(r.frozen),
  }));
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
