import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { price } from './columns';
import { coins } from './funds';

/* Spot pairs, US stocks, and the recorded market: ticks and candles. */

/**
 * Spot pairs (spec §3 "pair"). Precision and fee per pair; `feedSymbol` is the pair's name at
 * the live feed (Binance `BTCUSDT`). `simPrice` starts the simulated feed's walk.
 */
export const pairs = pgTable('pairs', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  baseCoinId: integer('base_coin_id')
    .notNull()
    .references(() => coins.id),
  quoteCoinId: integer('quote_coin_id')
    .notNull()
    .references(() => coins.id),
  priceDecimals: integer('price_decimals').notNull(),
  qtyDecimals: integer('qty_decimals').notNull(),
  minQty: price('min_qty').notNull(),
  feeRate: price('fee_rate').notNull().default('0.001'),
  feedSymbol: text('feed_symbol').notNull(),
  /** Where the simulated walk starts; null for a new coin's pair: the walk invents its own start. */
  simPrice: price('sim_price'),
  /** Per-second volatility of the simulated walk, as a fraction of the price. */
  simVolatility: price('sim_volatility').notNull().default('0.0004'),
  recommended: integer('recommended').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: integer('enabled').notNull().default(1),
});

/** US stocks quoted by the stock feed (simulated by default); quotes only, never traded here. */
export const stocks = pgTable('stocks', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  exchange: text('exchange').notNull(),
  priceDecimals: integer('price_decimals').notNull().default(2),
  simPrice: price('sim_price').notNull(),
  simVolatility: price('sim_volatility').notNull().default('0.0002'),
  sort: integer('sort').notNull().default(0),
});

/**
 * Every index tick the feed gave (one per symbol per second at most), kept for settlement and
 * for users to check the price their order used. Old ticks are pruned (TICK_RETENTION_DAYS).
 */
export const marketTicks = pgTable(
  'market_ticks',
  {
    symbol: text('symbol').notNull(),
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
    price: price('price').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.ts] })],
);

/** Candles per symbol and period (1m 5m 30m 1h 1D 1W 1M), open time in UTC. */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol').notNull(),
    period: text('period').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: price('open').notNull(),
    high: price('high').notNull(),
    low: price('low').notNull(),
    close: price('close').notNull(),
    volume: price('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.period, t.openTime] })],
);
