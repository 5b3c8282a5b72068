import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, price } from './columns';
import { userRef } from './accounts';
import { pairs } from './market';

/* Delivery options (domain-rules "Delivery options"). */

/** What is offered: per pair, the delivery periods with their terms. Operators change these. */
export const optionProducts = pgTable(
  'option_products',
  {
    id: serial('id').primaryKey(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    seconds: integer('seconds').notNull(),
    payoutRatio: money('payout_ratio').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** "Flat" wins when |close − open| ≤ this, in the quote coin. */
    flatBand: price('flat_band').notNull(),
    feeRate: money('fee_rate').notNull().default('0'),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('option_products_pair_seconds_key').on(t.pairId, t.seconds)],
);

/** A recorded tick as an order keeps it: price, the feed's time, the feed. */
export type StoredTick = { price: string; time: number; source: string };

/**
 * One option. Its terms (ratio, band, fee rate) are copied from the product at open: a later
 * change of the product never touches it. Every tick that decided it is stored on it.
 */
export const optionOrders = pgTable(
  'option_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: ['up', 'down', 'flat'] }).notNull(),
    seconds: integer('seconds').notNull(),
    amount: money('amount').notNull(),
    /** `real` stakes from the options account, `simulation` from the demo account. */
    account: text('account', { enum: ['real', 'simulation'] }).notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'refunded'] }).notNull(),
    payoutRatio: money('payout_ratio').notNull(),
    flatBand: price('flat_band').notNull(),
    feeRate: money('fee_rate').notNull(),
    openTick: jsonb('open_tick').$type<StoredTick>().notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true, precision: 3 }).notNull(),
    closePrice: price('close_price'),
    closeTick: jsonb('close_tick').$type<StoredTick>(),
    settlementTicks: jsonb('settlement_ticks').$type<StoredTick[]>(),
    fee: money('fee'),
    payout: money('payout'),
    profitLoss: money('profit_loss'),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('option_orders_user_idx').on(t.userId, t.status, t.id),
    index('option_orders_due_idx')
      .on(t.settleAt, t.id)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('option_orders_user_request_key').on(t.userId, t.requestId),
  ],
);

/** When each user last refilled the demo account: at most once an hour. */
export const optionDemoTopups = pgTable('option_demo_topups', {
  userId: userRef().primaryKey(),
  lastAt: timestamp('last_at', { withTimezone: true, precision: 3 }).notNull(),
});
