import { bucketStart, nextBucket, type Period } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import { isUsMarketOpen, usMarketOpenDuring } from '../../../core/market/usMarketHours';
import { aggregate } from '../../market/feed/simulatedHistory';
import type { FeedSink, MarketFeed } from '../../market/feed/types';

const WIDEN: Record<Period, number> = { '1m': 6, '5m': 6, '30m': 6, '1h': 4, '1D': 1.5, '1W': 1, '1M': 1 };
/** A long weekend with a holiday. */
const HOLIDAY_MARGIN_MS = 4 * 86_400_000;
/**
 * Candles of these periods can hold time outside the session (an hour from 13:00 UTC, a UTC day,
 * a week, a month), so they are built again from the session's minutes. 5m and 30m candles start
 * and end on the bell.
 */
const SPANS_CLOSED_HOURS: ReadonlySet<Period> = new Set(['1h', '1D', '1W', '1M']);
/** The most minutes read to rebuild them (the simulated walk keeps 8 days of minutes). */
const MAX_MINUTES = 20_000;

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
      const candles = SPANS_CLOSED_HOURS.has(period)
        ? await sessionCandles(inner, symbol, period, earlier, to, Math.ceil(limit * widen))
        : await inner.history(symbol, period, earlier, to, Math.ceil(limit * widen));
      return candles.filter((c) => usMarketOpenDuring(c.t, nextBucket(period, c.t))).slice(-limit);
    },
  };
}

/**
 * A period's candles holding the session only, as the day's ticker counts it: where the inner
 * feed has minutes, each candle is built again from the minutes the market was open (the walk
 * goes on at night, and a UTC day's candle would otherwise close on the night's last price, not
 * the session's close); before its first minute the inner feed's own candles stand. Weeks and
 * months are summed from those days.
 */
async function sessionCandles(
  inner: MarketFeed,
  symbol: string,
  period: Period,
  from: number,
  to: number,
  limit: number,
): Promise<Candle[]> {
  const base = period === '1W' || period === '1M' ? '1D' : period;
  const start = bucketStart(period, from);
  const minutes = await inner.history(symbol, '1m', start, to, MAX_MINUTES);
  const candles = await inner.history(
    symbol,
    base,
    start,
    to,
    base === period ? limit : Number.MAX_SAFE_INTEGER,
  );
  let rebuilt = candles;
  if (minutes.length > 0) {
    const covered = bucketStart(base, minutes[0]!.t);
    rebuilt = [
      ...candles.filter((c) => c.t < covered),
      ...aggregate(
        minutes.filter((m) => isUsMarketOpen(m.t)),
        base,
      ).filter((c) => c.t >= covered),
    ];
  }
  return base === period ? rebuilt : aggregate(rebuilt, period).slice(-limit);
}
