import * as calls from '../../../core/calls/stocks';
import { candlePeriodOf } from '../../../core/market/periods';
import type { StockQuote } from '../../../core/schemas/market';
import { route, type Route } from '../../http/calls';
import { AppError } from '../../lib/errors';
import type { Market } from '../../market/types';
import type { StockListing } from './listings';

/**
 * Spec §7 US stock calls: `usstock/quotation` (every stock with its ticker), `usstock/kline`
 * (candles, the same shape as the crypto K-line call) and `usstock/getNewPrice` (one stock's
 * latest ticker). Quotes only: stocks are never traded here.
 */
export function stockRoutes({
  stocks,
  listings,
}: {
  stocks: Market;
  listings: readonly StockListing[];
}): Route[] {
  const bySymbol = new Map(listings.map((l) => [l.symbol, l]));

  const quoteOf = (listing: StockListing): StockQuote => ({
    symbol: listing.symbol,
    name: listing.name,
    exchange: listing.exchange,
    price_decimals: listing.priceDecimals,
    ticker: stocks.ticker(listing.symbol),
  });

  const listingOf = (symbol: string): StockListing => {
    const listing = bySymbol.get(symbol);
    if (!listing) throw new AppError('errors.stock_unknown', { symbol }, 404);
    return listing;
  };

  return [
    route(calls.stockQuotations, () => ({ source: stocks.source, stocks: listings.map(quoteOf) })),
    route(calls.stockKline, async ({ symbol, period, limit, before }) => {
      listingOf(symbol);
      const candles = await stocks.candles(symbol, candlePeriodOf(period), { limit, before });
      return { symbol, period, source: stocks.source, candles };
    }),
    route(calls.stockPrice, ({ symbol }) => ({ source: stocks.source, ...quoteOf(listingOf(symbol)) })),
  ];
}
