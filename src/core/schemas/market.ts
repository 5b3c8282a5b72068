import { z } from 'zod';
import { CHART_PERIODS, type ChartPeriod } from '../market/periods';
import type { Candle, FeedSource, Ticker, Trade } from '../market/types';

/*
 * Market calls (spec §7 "Market"): requests are validated with these schemas on the server and
 * built with them on the web; the response types below are what `data` holds.
 */

export const symbolField = z
  .string({ error: 'errors.symbol_invalid' })
  .trim()
  .regex(/^[A-Z0-9]{1,12}(\/[A-Z0-9]{1,12})?$/, { error: 'errors.symbol_invalid' });

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

/** A spot pair with its 24h ticker (null before the first tick). GET currency/quotation_new. */
export type PairQuote = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  price_decimals: number;
  qty_decimals: number;
  min_qty: string;
  fee_rate: string;
  recommended: boolean;
  ticker: Ticker | null;
};
export type QuotationResponse = { source: FeedSource; pairs: PairQuote[] };

/** GET currency/new_timeshar (alias currency/kline) and GET usstock/kline. */
export type KlineResponse = { symbol: string; period: ChartPeriod; source: FeedSource; candles: Candle[] };

/** GET currency/deal */
export type DealResponse = { symbol: string; source: FeedSource; trades: Trade[] };

/** A US stock with its ticker. GET usstock/quotation → { source, stocks }. */
export type StockQuote = {
  symbol: string;
  name: string;
  exchange: string;
  price_decimals: number;
  ticker: Ticker | null;
};
export type StockQuotationResponse = { source: string; stocks: StockQuote[] };
/** POST usstock/getNewPrice: one stock with its latest ticker (null before the first tick). */
export type StockPriceResponse = StockQuote & { source: FeedSource };
