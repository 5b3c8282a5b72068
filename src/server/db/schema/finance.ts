import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { userRef } from './accounts';
import { coins } from './funds';

/* Locked funds (domain-rules "Locked funds"): products, hosted orders, and each day's interest. */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * What is offered. `quota_used` is the principal hosting now: a subscription adds to it by one
 * conditional update (never past `quota_total`), a completion or redemption gives it back.
 */
export const financeProducts = pgTable(
  'finance_products',
  {
    id: serial('id').primaryKey(),
    /** Operators' label; seeded products keep theirs unique so seeding twice adds nothing. */
    name: text('name').notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    days: integer('days').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    dailyRate: money('daily_rate').notNull(),
    penaltyRate: money('penalty_rate').notNull(),
    quotaTotal: money('quota_total').notNull(),
    quotaUsed: money('quota_used').notNull().default('0'),
    userLimit: money('user_limit').notNull(),
    opensAt: at('opens_at').notNull(),
    /** Set when an operator closes it: no new subscriptions, hosted orders run to their end. */
    closedAt: at('closed_at'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('finance_products_name_key').on(t.name)],
);

/**
 * One subscription. Its rates and days are copied from the product: a later change of the product
 * never touches it. The engine pays day `paid_days + 1` at `next_payout_at`, one day per
 * transaction, and ends the order (status `completed`) with the last.
 */
export const financeOrders = pgTable(
  'finance_orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => financeProducts.id),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    amount: money('amount').notNull(),
    dailyRate: money('daily_rate').notNull(),
    penaltyRate: money('penalty_rate').notNull(),
    days: integer('days').notNull(),
    /** The start of the first interest day (T+1) and of the completion day, in the platform's zone. */
    interestStart: at('interest_start').notNull(),
    completionAt: at('completion_at').notNull(),
    paidDays: integer('paid_days').notNull().default(0),
    earned: money('earned').notNull().default('0'),
    /** When the next day's interest is due; the engine claims orders by it while hosting. */
    nextPayoutAt: at('next_payout_at').notNull(),
    status: text('status', { enum: ['hosting', 'completed', 'redeemed'] }).notNull(),
    penalty: money('penalty'),
    refund: money('refund'),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    redeemedAt: at('redeemed_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('finance_orders_user_idx').on(t.userId, t.status, t.id),
    index('finance_orders_product_user_idx').on(t.productId, t.userId),
    index('finance_orders_due_idx')
      .on(t.nextPayoutAt, t.id)
      .where(sql`${t.status} = 'hosting'`),
    uniqueIndex('finance_orders_user_request_key').on(t.userId, t.requestId),
  ],
);

/** Each day's interest of an order, once: the unique (order, day) is what makes a payout happen once. */
export const financePayouts = pgTable(
  'finance_payouts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => financeOrders.id),
    userId: userRef(),
    day: integer('day').notNull(),
    amount: money('amount').notNull(),
    /** The day whose interest this is (its start), and when it was paid (later after downtime). */
    dayStart: at('day_start').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('finance_payouts_order_day_key').on(t.orderId, t.day),
    index('finance_payouts_user_paid_idx').on(t.userId, t.paidAt),
  ],
);
