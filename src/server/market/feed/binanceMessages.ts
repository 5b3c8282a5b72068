import { z } from 'zod';
import { plainDecimal } from '../../../core/money';
import type { Candle, Trade } from '../../../core/market/types';
import { binanceDecimal } from './binanceKlines';

/*
 * Binance spot combined-stream messages: {"stream": "btcusdt@kline_1m", "data": {...}}.
 * We read two streams per symbol:
 *   <symbol>@kline_1m  the running 1m candle, pushed about every 2 s, `x` true on its last push;
 *                      it carries the whole minute so far, so a missed push loses nothing.
 *   <symbol>@aggTrade  every taker order's fills at one price, for "latest trades" and ticks.
 */

export const streamNamesOf = (symbol: string) => {
  const lower = symbol.toLowerCase();
  return [`${lower}@kline_1m`, `${lower}@aggTrade`];
};

const klineData = z.object({
  e: z.literal('kline'),
  E: z.number().int(),
  s: z.string(),
  k: z.object({
    t: z.number().int(),
    i: z.literal('1m'),
    o: binanceDecimal,
    c: binanceDecimal,
    h: binanceDecimal,
    l: binanceDecimal,
    v: binanceDecimal,
    x: z.boolean(),
  }),
});

const aggTradeData = z.object({
  e: z.literal('aggTrade'),
  E: z.number().int(),
  s: z.string(),
  a: z.number().int(),
  p: binanceDecimal,
  q: binanceDecimal,
  T: z.number().int(),
  m: z.boolean(),
});

const envelope = z.object({ stream: z.string(), data: z.unknown() });

export type StreamEvent =
  | { kind: 'minute'; symbol: string; candle: Candle; closed: boolean; eventTime: number }
  | { kind: 'trade'; aggId: number; trade: Trade; eventTime: number }
  /** Binance is about to restart the server behind this connection. */
  | { kind: 'shutdown' };

const isShutdown = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { e?: unknown }).e === 'serverShutdown';

/**
 * One text frame → an event, or null for frames we do not use (subscription answers, other
 * streams). Throws on a kline or trade frame that is malformed, so the caller can log it.
 */
export function parseStreamMessage(text: string): StreamEvent | null {
  const raw: unknown = JSON.parse(text);
  const wrapped = envelope.safeParse(raw);
  const data = wrapped.success ? wrapped.data.data : raw;
  if (isShutdown(data) || isShutdown((raw as { event?: unknown } | null)?.event)) return { kind: 'shutdown' };
  const type = (data as { e?: unknown } | null)?.e;
  if (type === 'kline') {
    const { E, s, k } = klineData.parse(data);
    const candle = {
      t: k.t,
      o: plainDecimal(k.o),
      h: plainDecimal(k.h),
      l: plainDecimal(k.l),
      c: plainDecimal(k.c),
      v: plainDecimal(k.v),
    };
    return { kind: 'minute', symbol: s, candle, closed: k.x, eventTime: E };
  }
  if (type === 'aggTrade') {
    const d = aggTradeData.parse(data);
    // `m`: the buyer was the maker, so the taker (the side that moved the market) sold.
    const side = d.m ? 'sell' : 'buy';
    const trade: Trade = { symbol: d.s, price: plainDecimal(d.p), qty: plainDecimal(d.q), side, ts: d.T };
    return { kind: 'trade', aggId: d.a, trade, eventTime: d.E };
  }
  return null;
}
