import { nextBucket, type Period } from '../../core/market/periods';
import { isUsMarketOpen, usMarketOpenDuring } from '../../core/market/usMarketHours';
import type { FeedSink, MarketFeed } from '../market/feed/types';

export type MarketHoursOptions = {
  /** The price each symbol stands at now (its last close), told to the market while closed. */
  heldPrice(feedSymbol: string): Promise<string | null>;
  now?: () => number;
};

/**
 * A feed that is silent while the US stock market is closed: the simulated walk would otherwise
 * move stock prices at night and on weekends, when no real stock trades. While closed, each
 * stock stands at its last close (told once at start, so a server started at night still shows
 * prices); at the open prices move again from wherever the walk has got to — an opening gap, as
 * real stocks have. History keeps only candles that hold trading hours.
 */
export function withUsMarketHours(inner: MarketFeed, options: MarketHoursOptions): MarketFeed {
  const now = options.now ?? Date.now;
  return {
    get source() {
      return inner.source;
    },
    async start(symbols, sink) {
      const gated: FeedSink = {
        price: (symbol, price, ts) => {
          if (isUsMarketOpen(ts)) sink.price(symbol, price, ts);
        },
        minute: (symbol, candle) => {
          if (isUsMarketOpen(candle.t)) sink.minute(symbol, candle);
        },
        trade: (trade) => {
          if (isUsMarketOpen(trade.ts)) sink.trade?.(trade);
        },
        connected: () => sink.connected?.(),
        disconnected: (reason) => sink.disconnected?.(reason),
      };
      const t = now();
      if (!isUsMarketOpen(t)) {
        for (const symbol of symbols) {
          const held = await options.heldPrice(symbol);
          if (held) sink.price(symbol, held, t);
        }
      }
      await inner.start(symbols, gated);
    },
    stop: () => inner.stop(),
    async history(symbol: string, period: Period, from: number, to: number, limit: number) {
      const candles = await inner.history(symbol, period, from, to, limit);
      return candles.filter((c) => usMarketOpenDuring(c.t, nextBucket(period, c.t)));
    },
  };
}
