import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AllotmentReceipt } from '../../../core/schemas/newcoins';
import { createdAt, money } from './columns';
import { userRef } from './accounts';
import { coins } from './funds';
import type { TextsByLanguage } from './notices';

/* New coins (domain-rules "New coins"): the coins operators define, their sales, and lock-ups. */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A coin an operator defined to sell before it trades. It trades under `feed_symbol` once the
 * market feed has ticks for it; nothing here holds a price.
 */
export const coinListings = pgTable('coin_listings', {
  coinId: integer('coin_id')
    .primaryKey()
    .references(() => coins.id),
  feedSymbol: text('feed_symbol').notNull().unique(),
  descriptions: jsonb('descriptions').$type<TextsByLanguage>().notNull(),
  /**
   * defined, then scheduled once a sale names its launch (`list_at`, the earliest), then listed:
   * the engine has added its spot pair, which trades from the feed's first tick for it.
   */
  stage: text('stage', { enum: ['defined', 'scheduled', 'listed'] })
    .notNull()
    .default('defined'),
  listAt: at('list_at'),
  listedAt: at('listed_at'),
  createdAt: createdAt(),
});

/**
 * A fixed-price subscription. `allotted_at` is set by the engine when the window's allotment is
 * written (with the factors and the table's hash every receipt is checked against).
 */
export const newcoinProducts = pgTable(
  'newcoin_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    payCoinId: integer('pay_coin_id')
      .notNull()
      .references(() => coins.id),
    issuePrice: money('issue_price').notNull(),
    supply: money('supply').notNull(),
    /** Coins asked for so far: a subscription adds to it by one conditional update. */
    subscribed: money('subscribed').notNull().default('0'),
    oversubscribable: integer('oversubscribable').notNull().default(1),
    minAmount: money('min_amount').notNull(),
    userLimit: money('user_limit').notNull(),
    lockupDays: integer('lockup_days').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    launchAt: at('launch_at').notNull(),
    /** selling until the engine writes the window's allotment (at `end_at`), then allotted. */
    stage: text('stage', { enum: ['selling', 'allotted'] })
      .notNull()
      .default('selling'),
    allottedAt: at('allotted_at'),
    totalApplied: money('total_applied'),
    factors: jsonb('factors').$type<string[]>(),
    tableHash: text('table_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newcoin_products_due_idx')
      .on(t.endAt, t.id)
      .where(sql`${t.stage} = 'selling'`),
  ],
);

/**
 * One subscription: the payment frozen (`amount_paid`), the coins asked for (`quantity`), then
 * once allotted the coins given, what they cost and the refund, with the receipt. `launched_at`
 * is set when the coins are credited (locked until `unlock_at`).
 */
export const newcoinOrders = pgTable(
  'newcoin_orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => newcoinProducts.id),
    amountPaid: money('amount_paid').notNull(),
    quantity: money('quantity').notNull(),
    allotted: money('allotted'),
    cost: money('cost'),
    refund: money('refund'),
    receipt: jsonb('receipt').$type<AllotmentReceipt>(),
    /** under_review → passed (allotted) → launched (coins credited and locked). */
    status: text('status', { enum: ['under_review', 'passed', 'launched'] }).notNull(),
    /** When the coins are credited: the product's launch time, copied when the order passes. */
    launchAt: at('launch_at').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    launchedAt: at('launched_at'),
  },
  (t) => [
    index('newcoin_orders_user_idx').on(t.userId, t.id),
    index('newcoin_orders_product_idx').on(t.productId, t.id),
    index('newcoin_orders_launch_idx')
      .on(t.launchAt, t.id)
      .where(sql`${t.status} = 'passed'`),
    uniqueIndex('newcoin_orders_user_request_key').on(t.userId, t.requestId),
  ],
);

/**
 * Coins a user holds but may not move until `unlock_at` (a new coin's lock-up): held frozen in
 * the spot account, released by the engine once, at `unlock_at`.
 */
export const coinLocks = pgTable(
  'coin_locks',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    amount: money('amount').notNull(),
    unlockAt: at('unlock_at').notNull(),
    status: text('status', { enum: ['locked', 'unlocked'] }).notNull(),
    /** What locked it, e.g. `newcoin_order:7`: one lock per source. */
    source: text('source').notNull().unique(),
    createdAt: createdAt(),
    unlockedAt: at('unlocked_at'),
  },
  (t) => [
    index('coin_locks_user_idx').on(t.userId, t.coinId),
    index('coin_locks_due_idx')
      .on(t.unlockAt, t.id)
      .where(sql`${t.status} = 'locked'`),
  ],
);
