import * as calls from '../../../core/calls/market';
import type { ParsedRequestOf } from '../../../core/contract/call';
import { candlePeriodOf } from '../../../core/market/periods';
import type { PairQuote } from '../../../core/schemas/market';
import { route, type Route } from '../../http/calls';
import { AppError } from '../../lib/errors';
import type { Market } from '../../market/types';
import type { Pair } from '../../market/spotMarket';

/** Spec §7 market calls: quotations, K-line history and latest trades of the spot pairs. */
export function marketRoutes({ market, pairs }: { market: Market; pairs: () => readonly Pair[] }): Route[] {
  /** A new coin's pair shows from the feed's first tick for it; until then it awaits listing. */
  const listedPairs = () => pairs().filter((p) => !p.newListing || market.latest(p.symbol) !== null);
  const quoteOf = (p: Pair): PairQuote => ({
    id: p.id,
    symbol: p.symbol,
    base: p.base,
    quote: p.quote,
    price_decimals: p.priceDecimals,
    qty_decimals: p.qtyDecimals,
    min_qty: p.minQty,
    fee_rate: p.feeRate,
    recommended: p.recommended,
    ticker: market.ticker(p.symbol),
  });
  const knownPair = (symbol: string) => {
    const pair = pairs().find((p) => p.symbol === symbol);
    if (!pair) throw new AppError('errors.symbol_invalid', {}, 404);
    return pair;
  };
  const kline = async ({ symbol, period, limit, before }: ParsedRequestOf<typeof calls.kline>) => {
    knownPair(symbol);
    const candles = await market.candles(symbol, candlePeriodOf(period), { limit, before });
    return { symbol, period, source: market.source, candles };
  };

  return [
    route(calls.quotations, () => ({ source: market.source, pairs: listedPairs().map(quoteOf) })),
    route(calls.recommended, () => ({
      source: market.source,
      pairs: listedPairs()
        .filter((p) => p.recommended)
        .map(quoteOf),
    })),
    // new_timeshar is the spec's name for the K-line history; kline is the self-explaining alias.
    route(calls.kline, kline),
    route(calls.klineAlias, kline),
    route(calls.deal, ({ symbol, limit }) => {
      knownPair(symbol);
      return { symbol, source: market.source, trades: market.trades(symbol, limit) };
    }),
  ];
}
