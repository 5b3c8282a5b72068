import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, price } from './columns';
import { userRef } from './accounts';
import { pairs } from './market';

/* Spot orders. */

/**
 * Spot orders against the index (domain-rules "Spot"). `quantity` is in the base coin; a limit
 * order freezes what it may spend; a fill records the tick it used.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['market', 'limit'] }).notNull(),
    /** The limit price; null for market orders. */
    limitPrice: price('limit_price'),
    quantity: price('quantity').notNull(),
    feeRate: price('fee_rate').notNull(),
    /** What a resting order holds frozen (quote for a buy incl. fee, base for a sell). */
    frozen: price('frozen').notNull().default('0'),
    status: text('status', { enum: ['waiting', 'completed', 'cancelled'] }).notNull(),
    fillPrice: price('fill_price'),
    /** quantity × fill price, in the quote coin. */
    quoteAmount: price('quote_amount'),
    fee: price('fee'),
    tickPrice: price('tick_price'),
    tickTime: timestamp('tick_time', { withTimezone: true, precision: 3 }),
    tickSource: text('tick_source'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('spot_orders_user_idx').on(t.userId, t.status, t.id),
    index('spot_orders_waiting_idx')
      .on(t.pairId, t.side, t.limitPrice)
      .where(sql`${t.status} = 'waiting'`),
    uniqueIndex('spot_orders_user_request_key').on(t.userId, t.requestId),
  ],
);
