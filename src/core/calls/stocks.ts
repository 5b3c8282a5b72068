import { defineCall, noInput } from '../contract/call';
import {
  klineRequest,
  klineResponse,
  stockPriceRequest,
  stockPriceResponse,
  stockQuotationResponse,
} from '../schemas/market';

/*
 * Spec §7 US stock calls. Quotes only: stocks are never traded here. A stock's day is its
 * regular session: the change is measured from the previous session's close.
 */
export const tag = 'stocks';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'US stock quotes (quotes only, never traded)';

export const stockQuotations = defineCall({
  id: 'stocks.quotations',
  method: 'GET',
  path: '/usstock/quotation',
  auth: 'none',
  tag,
  summary: 'Every US stock with its ticker',
  request: noInput,
  response: stockQuotationResponse,
});

export const stockKline = defineCall({
  id: 'stocks.kline',
  method: 'GET',
  path: '/usstock/kline',
  auth: 'none',
  tag,
  summary: "A stock's candles, the same shape as the spot K-line call",
  request: klineRequest,
  response: klineResponse,
});

export const stockPrice = defineCall({
  id: 'stocks.price',
  method: 'POST',
  path: '/usstock/getNewPrice',
  auth: 'none',
  tag,
  summary: "One stock's latest ticker (null before the first tick)",
  request: stockPriceRequest,
  response: stockPriceResponse,
});

export const calls = [stockQuotations, stockKline, stockPrice];
