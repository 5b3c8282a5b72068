/**
 * Market data on the wire: prices and quantities are decimal strings, times are epoch ms (UTC).
 */

/**
 * Where a price came from; the UI labels `simulated` on every trading screen. `massive` is the
 * US stock quote provider (Massive, formerly Polygon.io).
 */
export type FeedSource = 'simulated' | 'binance' | 'massive';

/** One index price from the feed; fills, triggers and settlements record the tick they used. */
export type Tick = {
  symbol: string;
  price: string;
  ts: number;
  source: FeedSource;
};

/** A trade printed by the source market (latest trades); `side` is the taker's side. */
export type Trade = {
  symbol: string;
  price: string;
  qty: string;
  side: 'buy' | 'sell';
  ts: number;
};

/** One candle; `t` is its open time. Volume is in the base coin. */
export type Candle = { t: number; o: string; h: string; l: string; c: string; v: string };

/**
 * Day statistics per symbol from 1m candles. Coins: the last 24 hours, rolling. US stocks: the
 * latest regular session, its change measured from the previous session's close.
 */
export type Ticker = {
  symbol: string;
  last: string;
  /** The price the change is measured from: 24h ago (coins), the previous close (stocks). */
  open24h: string;
  high24h: string;
  low24h: string;
  /** Base-coin volume over 24h. */
  volume24h: string;
  /** Quote-coin turnover over 24h (approximated as Σ volume × close per minute). */
  turnover24h: string;
  /** last − open24h */
  change: string;
  /** Percent with two decimals, signed: "2.31", "-0.40". */
  changePct: string;
  ts: number;
  source: FeedSource;
};
