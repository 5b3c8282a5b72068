import type { Period } from '../../../core/market/periods';
import type { Candle, FeedSource, Trade } from '../../../core/market/types';

/** What a feed reports as it runs. Calls for one symbol come in time order. */
export type FeedSink = {
  /** A new index price. The market keeps at most one per symbol per second (the last). */
  price(symbol: string, price: string, ts: number): void;
  /** The running (or just closed) 1m candle of a symbol, sent again on every change. */
  minute(symbol: string, candle: Candle): void;
  /** A trade printed by the source market, for "latest trades". */
  trade?(trade: Trade): void;
  /** The feed lost its source and is reconnecting; prices are stale until `connected`. */
  disconnected?(reason: string): void;
  connected?(): void;
};

/**
 * A market data source: the simulated walk (default, offline) or Binance public data.
 * Symbols are the feed's own names (`BTCUSDT`); the market maps them to pairs.
 */
export interface MarketFeed {
  readonly source: FeedSource;
  /** Starts streaming the given symbols into the sink; resolves once streaming has begun. */
  start(symbols: readonly string[], sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
  /**
   * Closed and running candles of one period with open times in [from, to], oldest first,
   * at most `limit`. Used to back-fill on first start and to fill gaps after a reconnect.
   */
  history(symbol: string, period: Period, from: number, to: number, limit: number): Promise<Candle[]>;
}
