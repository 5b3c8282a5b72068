import { z } from 'zod';
import { CHART_PERIODS, type ChartPeriod } from '../market/periods';
import type { Candle, FeedSource, Ticker, Trade } from '../market/types';
import { symbolField } from './fields';

/*
 * Market calls (spec §7 "Market"): requests are validated with these schemas on the server and
 * built with them on the web; the response types below are what `data` holds.
 */

export const klineRequest = z.object({
  symbol: symbolField,
  // An unknown period falls back to 1m rather than failing a chart.
  period: z.enum(CHART_PERIODS).catch('1m'),
  limit: z.coerce.number().int().min(1).max(1000).catch(300),
  /** Open time (ms) to page back from, exclusive. */
  before: z.coerce.number().int().positive().optional().catch(undefined),
});

export const dealRequest = z.object({
  symbol: symbolField,
  limit: z.coerce.number().int().min(1).max(100).catch(30),
});

export const stockPriceRequest = z.object({ symbol: symbolField });

const decimal = z.string().meta({ description: 'Decimal string' });
const epochMs = z.number().int().meta({ description: 'Epoch milliseconds (UTC)' });
const feedSource = z.enum(['simulated', 'binance', 'massive']).meta({
  description: 'Where the prices come from; `simulated` is labelled on every trading screen',
}) satisfies z.ZodType<FeedSource>;

/** The wire shapes of `market/types.ts`, checked against those types so the two cannot differ. */
export const tickerSchema = z.object({
  symbol: z.string(),
  last: decimal,
  open24h: decimal.meta({
    description: 'What the change is measured from: 24 h ago (coins), the previous close (stocks)',
  }),
  high24h: decimal,
  low24h: decimal,
  volume24h: decimal.meta({ description: 'Base-coin volume' }),
  turnover24h: decimal.meta({ description: 'Quote-coin turnover' }),
  change: decimal,
  changePct: decimal.meta({ description: 'Signed percent with two decimals' }),
  ts: epochMs,
  source: feedSource,
}) satisfies z.ZodType<Ticker>;

export const candleSchema = z.object({
  t: epochMs.meta({ description: 'Open time' }),
  o: decimal,
  h: decimal,
  l: decimal,
  c: decimal,
  v: decimal.meta({ description: 'Volume in the base coin' }),
}) satisfies z.ZodType<Candle>;

export const tradeSchema = z.object({
  symbol: z.string(),
  price: decimal,
  qty: decimal,
  side: z.enum(['buy', 'sell']).meta({ description: "The taker's side" }),
  ts: epochMs,
}) satisfies z.ZodType<Trade>;

/** A spot pair with its 24h ticker (null before the first tick). GET currency/quotation_new. */
export const pairQuote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  price_decimals: z.number().int(),
  qty_decimals: z.number().int(),
  min_qty: decimal,
  fee_rate: decimal,
  recommended: z.boolean(),
  ticker: tickerSchema.nullable(),
});
export type PairQuote = z.infer<typeof pairQuote>;
export const quotationResponse = z.object({ source: feedSource, pairs: z.array(pairQuote) });
export type QuotationResponse = z.infer<typeof quotationResponse>;

/** GET currency/new_timeshar (alias currency/kline) and GET usstock/kline. */
export const klineResponse = z.object({
  symbol: z.string(),
  period: z.enum(CHART_PERIODS),
  source: feedSource,
  candles: z.array(candleSchema),
});
export type KlineResponse = z.infer<typeof klineResponse> & { period: ChartPeriod };

/** GET currency/deal */
export const dealResponse = z.object({
  symbol: z.string(),
  source: feedSource,
  trades: z.array(tradeSchema),
});
export type DealResponse = z.infer<typeof dealResponse>;

/** A US stock with its ticker. GET usstock/quotation → { source, stocks }. */
export const stockQuote = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  price_decimals: z.number().int(),
  ticker: tickerSchema.nullable(),
});
export type StockQuote = z.infer<typeof stockQuote>;
export const stockQuotationResponse = z.object({ source: feedSource, stocks: z.array(stockQuote) });
export type StockQuotationResponse = z.infer<typeof stockQuotationResponse>;
/** POST usstock/getNewPrice: one stock with its latest ticker (null before the first tick). */
export const stockPriceResponse = stockQuote.extend({ source: feedSource });
export type StockPriceResponse = z.infer<typeof stockPriceResponse>;
