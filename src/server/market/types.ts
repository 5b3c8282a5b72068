import type { Period } from '../../core/market/periods';
import type { Candle, FeedSource, Tick, Ticker, Trade } from '../../core/market/types';

/** Something the market prices: a spot pair (`BTC/USDT`) or a US stock (`AAPL`). */
export type Instrument = {
  /** The product's name for it, used on the wire and in the database. */
  symbol: string;
  /** The feed's name for it (`BTCUSDT`). */
  feedSymbol: string;
  priceDecimals: number;
};

/**
 * Prices for a set of instruments. Every node has one; the leader also runs the feed, records
 * ticks and candles, and publishes them on the bus; the others learn them from the bus.
 */
export interface Market {
  readonly source: FeedSource;
  /** True on the node that runs the feed and the tick-driven jobs (limit fills). */
  readonly isLeader: boolean;
  instruments(): readonly Instrument[];
  instrument(symbol: string): Instrument | undefined;
  /** The latest recorded tick, or null before the first one (or when the feed is down). */
  latest(symbol: string): Tick | null;
  ticker(symbol: string): Ticker | null;
  tickers(): Ticker[];
  /** Latest trades, newest first. */
  trades(symbol: string, limit: number): Trade[];
  /** Candles oldest first, ending with the open one; `before` pages back (open time, exclusive). */
  candles(symbol: string, period: Period, options: { limit: number; before?: number }): Promise<Candle[]>;
  /** Called for every new tick on this node, after it is the latest. */
  onTick(handler: (tick: Tick) => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}
