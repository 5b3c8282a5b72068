import { aliasCall, defineCall, noInput } from '../contract/call';
import { dealRequest, dealResponse, klineRequest, klineResponse, quotationResponse } from '../schemas/market';

export const tag = 'market';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'Spot pairs: quotations, K-lines and latest trades from the recorded feed';

export const quotations = defineCall({
  id: 'market.quotations',
  method: 'GET',
  path: '/currency/quotation_new',
  auth: 'none',
  tag,
  summary: 'Every spot pair with its rules and 24 h ticker',
  description:
    'The ticker is null until the pair has had its first tick. `source` says whether the prices are simulated.',
  request: noInput,
  response: quotationResponse,
});

export const recommended = defineCall({
  ...quotations,
  id: 'market.recommended',
  path: '/currency/quotation_recomm',
  summary: 'The recommended spot pairs (home) with their 24 h tickers',
});

export const kline = defineCall({
  id: 'market.kline',
  method: 'GET',
  path: '/currency/new_timeshar',
  auth: 'none',
  tag,
  summary: "A spot pair's candles, newest last",
  description:
    'Periods: timeshare (1m closes), 1m, 5m, 30m, 1h, 1D, 1W, 1M; an unknown period falls back to 1m rather than failing a chart. ' +
    '`before` pages back: candles that opened before that time. The running candle is included and moves until it closes.',
  request: klineRequest,
  response: klineResponse,
});

export const klineAlias = aliasCall(kline, {
  id: 'market.klineAlias',
  path: '/currency/kline',
  summary: "A spot pair's candles (self-explaining alias of new_timeshar)",
});

export const deal = defineCall({
  id: 'market.deal',
  method: 'GET',
  path: '/currency/deal',
  auth: 'none',
  tag,
  summary: 'The latest trades printed by the source market, newest first',
  request: dealRequest,
  response: dealResponse,
});

export const calls = [quotations, recommended, kline, klineAlias, deal];
