import type { FastifyInstance } from 'fastify';
import { candlePeriodOf } from '../../../core/market/periods';
import {
  dealRequest,
  klineRequest,
  type DealResponse,
  type KlineResponse,
  type PairQuote,
  type QuotationResponse,
} from '../../../core/schemas/market';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/errors';
import type { Market } from '../../market/types';
import type { Pair } from '../../market/spotMarket';

/** Spec §7 market calls: quotations, K-line history and latest trades of the spot pairs. */
export function marketRoutes(app: FastifyInstance, deps: { market: Market; pairs: readonly Pair[] }) {
  const { market, pairs } = deps;
  const bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
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
    const pair = bySymbol.get(symbol);
    if (!pair) throw new AppError('errors.symbol_invalid', {}, 404);
    return pair;
  };

  app.get('/currency/quotation_new', async () =>
    ok<QuotationResponse>({ source: market.source, pairs: pairs.map(quoteOf) }),
  );

  app.get('/currency/quotation_recomm', async () =>
    ok<QuotationResponse>({ source: market.source, pairs: pairs.filter((p) => p.recommended).map(quoteOf) }),
  );

  const kline = async (query: unknown) => {
    const { symbol, period, limit, before } = klineRequest.parse(query ?? {});
    knownPair(symbol);
    const candles = await market.candles(symbol, candlePeriodOf(period), { limit, before });
    return ok<KlineResponse>({ symbol, period, source: market.source, candles });
  };
  // new_timeshar is the spec's name for the K-line history; kline is the self-explaining alias.
  app.get('/currency/new_timeshar', async (request) => kline(request.query));
  app.get('/currency/kline', async (request) => kline(request.query));

  app.get('/currency/deal', async (request) => {
    const { symbol, limit } = dealRequest.parse(request.query ?? {});
    knownPair(symbol);
    return ok<DealResponse>({ symbol, source: market.source, trades: market.trades(symbol, limit) });
  });
}
