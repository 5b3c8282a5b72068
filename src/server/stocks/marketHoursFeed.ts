import { nextBucket, type Period } from '../../core/market/periods';
import { isUsMarketOpen, usMarketOpenDuring } from '../../core/market/usMarketHours';
import type { FeedSink, MarketFeed } from '../market/feed/types';

/**
 * A feed that is silent while the US stock market is closed: the simulated walk would otherwise
 * move stock prices at night and on weekends, when no real stock trades. Prices hold at the
 * close and move again at the open (from wherever the walk has got to: an opening gap, as real
 * stocks have). History keeps only candles that hold trading hours.
 */
export function withUsMarketHours(inner: MarketFeed): MarketFeed {
  return {
    get source() {
      return inner.source;
    },
    start(symbols, sink) {
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
      return inner.start(symbols, gated);
    },
    stop: () => inner.stop(),
    async history(symbol: string, period: Period, from: number, to: number, limit: number) {
      const candles = await inner.history(symbol, period, from, to, limit);
      return candles.filter((c) => usMarketOpenDuring(c.t, nextBucket(period, c.t)));
    },
  };
}
