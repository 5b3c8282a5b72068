import { nextBucket, type Period } from '../../../core/market/periods';
import { isUsMarketOpen, usMarketOpenDuring } from '../../../core/market/usMarketHours';
import type { FeedSink, MarketFeed } from '../../market/feed/types';

const WIDEN: Record<Period, number> = { '1m': 6, '5m': 6, '30m': 6, '1h': 4, '1D': 1.5, '1W': 1, '1M': 1 };
/** A long weekend with a holiday. */
const HOLIDAY_MARGIN_MS = 4 * 86_400_000;

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
      // The market asks for `limit` candles' worth of time; trading fills only part of it (6.5 of
      // 24 hours, 5 of 7 days), so look further back to still give it `limit` candles.
      const widen = WIDEN[period];
      const earlier = to - (to - from) * widen - (widen > 1 ? HOLIDAY_MARGIN_MS : 0);
      const candles = await inner.history(symbol, period, earlier, to, Math.ceil(limit * widen));
      return candles.filter((c) => usMarketOpenDuring(c.t, nextBucket(period, c.t))).slice(-limit);
    },
  };
}
