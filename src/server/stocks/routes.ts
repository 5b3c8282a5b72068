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
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { bodyOf } from '../http/requestContext';
import type { Market } from '../market/types';
import { loadStockListings, type StockListing } from './listings';

/**
 * Spec §7 US stock calls: `usstock/quotation` (every stock with its ticker), `usstock/kline`
 * (candles, the same shape as the crypto K-line call) and `usstock/getNewPrice` (one stock's
 * latest ticker). Quotes only: stocks are never traded here.
 */
export function stockRoutes(api: FastifyInstance, { stocks, db }: { stocks: Market; db: Db }) {
  // The stocks table changes only with a deploy (the market's instruments are fixed at start).
  let listings: Promise<Map<string, StockListing>> | null = null;
  const listed = () => {
    listings ??= loadStockListings(db).then((rows) => new Map(rows.map((r) => [r.symbol, r])));
    listings.catch(() => (listings = null));
    return listings;
  };

  const quoteOf = (listing: StockListing): StockQuote => ({
    symbol: listing.symbol,
    name: listing.name,
    exchange: listing.exchange,
    price_decimals: listing.priceDecimals,
    ticker: stocks.ticker(listing.symbol),
  });

  async function listingOf(symbol: string): Promise<StockListing> {
    const listing = (await listed()).get(symbol);
    if (!listing || !stocks.instrument(symbol)) throw new AppError('errors.stock_unknown', { symbol }, 404);
    return listing;
  }

  api.get('/usstock/quotation', async () => {
    const all = [...(await listed()).values()].filter((l) => stocks.instrument(l.symbol));
    return ok<StockQuotationResponse>({ source: stocks.source, stocks: all.map(quoteOf) });
  });

  api.get('/usstock/kline', async (request) => {
    const { symbol, period, limit, before } = klineRequest.parse(request.query ?? {});
    await listingOf(symbol);
    const candles = await stocks.candles(symbol, candlePeriodOf(period), { limit, before });
    return ok<KlineResponse>({ symbol, period, source: stocks.source, candles });
  });

  api.post('/usstock/getNewPrice', async (request) => {
    const { symbol } = stockPriceRequest.parse(bodyOf(request));
    const listing = await listingOf(symbol);
    return ok<StockPriceResponse>({ source: stocks.source, ...quoteOf(listing) });
  });
}
