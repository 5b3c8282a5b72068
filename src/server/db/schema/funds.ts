import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { userRef, users } from './accounts';

/* Coins, balances and the double-entry ledger that is the only way money moves; transfers between accounts. */

/** Base coins of spec §3; currency_id is the id the spec names (BTC 1 … DOGE 5). */
export const coins = pgTable('coins', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  decimals: integer('decimals').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The coin of a row (currency_id on the wire). */
export const coinRef = () =>
  integer('coin_id')
    .notNull()
    .references(() => coins.id);

export const coinNetworks = pgTable(
  'coin_networks',
  {
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    network: text('network').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Spec §5/§9: per coin (and network) minimums and the withdrawal fee, in the coin. */
    depositMin: numeric('deposit_min', { precision: 38, scale: 18 }).notNull().default('0'),
    withdrawMin: numeric('withdraw_min', { precision: 38, scale: 18 }).notNull().default('0'),
    withdrawFee: numeric('withdraw_fee', { precision: 38, scale: 18 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.coinId, t.network] })],
);

/**
 * Balances per owner, account and coin. A user's rows never go below zero (CHECK); the
 * platform's rows (user_id null: deposits received, fees, insurance fund) are the other side of
 * every entry and may be negative, as a liability is.
 *
 * A platform book is split into slots (one row per slot): every fill's posting locks its book's
 * balance until commit, and with one row every user's fill would wait for every other's. A book's
 * balance is the sum of its slots; a user's balance has the one slot 0.
 */
export const balances = pgTable(
  'balances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    account: text('account').notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    available: numeric('available', { precision: 38, scale: 18 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 38, scale: 18 }).notNull().default('0'),
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [
    uniqueIndex('balances_owner_account_coin_slot_key').on(
      sql`coalesce(${t.userId}, 0)`,
      t.account,
      t.coinId,
      t.slot,
    ),
    check(
      'balances_user_not_negative',
      sql`${t.userId} is null or (${t.available} >= 0 and ${t.frozen} >= 0)`,
    ),
    check('balances_user_one_slot', sql`${t.userId} is null or ${t.slot} = 0`),
  ],
);

/** One movement of money: a set of entries that sums to zero per coin, made once per request id. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id'),
    reason: text('reason').notNull(),
    /** What the movement belongs to, e.g. `deposit:12`, `withdrawal:7`, `transfer:3`. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_request_key').on(t.requestId)],
);

/** The account-change records: every change of every balance, with its reason. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    balanceId: bigint('balance_id', { mode: 'number' })
      .notNull()
      .references(() => balances.id),
    field: text('field', { enum: ['available', 'frozen'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_balance_idx').on(t.balanceId, t.id)],
);

/** Transfers between a user's own accounts (spec "transfer record"). */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amount: money('amount').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_user_idx').on(t.userId, t.id),
    uniqueIndex('transfers_user_request_key').on(t.userId, t.requestId),
  ],
);
