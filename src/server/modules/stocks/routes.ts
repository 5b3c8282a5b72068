import type { FastifyInstance } from 'fastify';
import { candlePeriodOf } from '../../core/market/periods';
import {
  klineRequest,
  stockPriceRequest,
  type KlineResponse,
  type StockPriceResponse,
  type StockQuotationResponse,
  type StockQuote,
} from '../../core/schemas/market';
import { ok } from '../http/envelope';
import { AppError } from '../lib/errors';
import { bodyOf } from '../http/requestContext';
import type { Market } from '../market/types';
import type { StockListing } from './listings';

/**
 * Spec §7 US stock calls: `usstock/quotation` (every stock with its ticker), `usstock/kline`
 * (candles, the same shape as the crypto K-line call) and `usstock/getNewPrice` (one stock's
 * latest ticker). Quotes only: stocks are never traded here.
 */
export function stockRoutes(
  api: FastifyInstance,
  { stocks, listings }: { stocks: Market; listings: readonly StockListing[] },
) {
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

  api.get('/usstock/quotation', async () =>
    ok<StockQuotationResponse>({ source: stocks.source, stocks: listings.map(quoteOf) }),
  );

  api.get('/usstock/kline', async (request) => {
    const { symbol, period, limit, before } = klineRequest.parse(request.query ?? {});
    listingOf(symbol);
    const candles = await stocks.candles(symbol, candlePeriodOf(period), { limit, before });
    return ok<KlineResponse>({ symbol, period, source: stocks.source, candles });
  });

  api.post('/usstock/getNewPrice', async (request) => {
    const { symbol } = stockPriceRequest.parse(bodyOf(request));
    const listing = listingOf(symbol);
    return ok<StockPriceResponse>({ source: stocks.source, ...quoteOf(listing) });
  });
}
