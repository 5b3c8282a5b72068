import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MaintenanceTier } from '../../../core/contractMath';
import { createdAt, money, price } from './columns';
import { userRef } from './accounts';
import { pairs } from './market';
import type { StoredTick } from './options';

/* Perpetual contracts (domain-rules "Perpetual contracts"). */

/** A pair's contract terms. Operators change these; an open position keeps the terms it opened with. */
export const contractPairs = pgTable('perp_pairs', {
  pairId: integer('pair_id')
    .primaryKey()
    .references(() => pairs.id),
  /** Base coin per lot. */
  contractValue: price('contract_value').notNull(),
  leverages: jsonb('leverages').$type<number[]>().notNull(),
  feeRate: money('fee_rate').notNull(),
  tiers: jsonb('tiers').$type<MaintenanceTier[]>().notNull(),
  enabled: integer('enabled').notNull().default(1),
});

/**
 * One order and the position it becomes (spec §3 "Contract order/position"): status 0 pending
 * (a limit order, margin and fee frozen), 1 holding, 3 closed, 4 cancelled. Terms are copied
 * from the pair when it is placed; every fill, trigger and liquidation stores its tick.
 */
export const contractPositions = pgTable(
  'perp_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    type: text('type', { enum: ['market', 'limit'] }).notNull(),
    lots: integer('lots').notNull(),
    qty: price('qty').notNull(),
    contractValue: price('contract_value').notNull(),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode', { enum: ['isolated', 'cross'] }).notNull(),
    status: integer('status').notNull(),
    liquidated: boolean('liquidated').notNull().default(false),
    limitPrice: price('limit_price'),
    entryPrice: price('entry_price'),
    initialMargin: money('initial_margin').notNull(),
    addedMargin: money('added_margin').notNull().default('0'),
    feeRate: money('fee_rate').notNull(),
    tiers: jsonb('tiers').$type<MaintenanceTier[]>().notNull(),
    openFee: money('open_fee').notNull(),
    /** Isolated: fixed until margin is added. Cross: the last one computed (it moves with the account). */
    liquidationPrice: price('liquidation_price'),
    tpPrice: price('tp_price'),
    slPrice: price('sl_price'),
    /**
     * When the current TP, SL and margin took effect: only ticks from then on may trigger them,
     * so an engine replaying older ticks never applies new levels to old prices.
     */
    levelsAt: timestamp('levels_at', { withTimezone: true, precision: 3 }).notNull(),
    closePrice: price('close_price'),
    closeFee: money('close_fee'),
    realizedPnl: money('realized_pnl'),
    closeReason: text('close_reason', { enum: ['manual', 'tp', 'sl', 'liquidation'] }),
    openTick: jsonb('open_tick').$type<StoredTick>(),
    closeTick: jsonb('close_tick').$type<StoredTick>(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('perp_positions_user_idx').on(t.userId, t.status, t.id),
    index('perp_positions_open_idx')
      .on(t.symbol, t.status)
      .where(sql`${t.status} in (0, 1)`),
    uniqueIndex('perp_positions_user_request_key').on(t.userId, t.requestId),
  ],
);

/** Per symbol, the newest recorded tick the engine has checked every open position against. */
export const contractCursors = pgTable('perp_cursors', {
  symbol: text('symbol').primaryKey(),
  ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
});
