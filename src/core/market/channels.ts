import type { ChartPeriod } from './periods';

/**
 * Realtime channels, on the bus and on `/api/ws`.
 *   tickers              every pair's Ticker, batched: data is Ticker[] (about once a second)
 *   kline:<sym>:<period> the open candle of a period: data is Candle (time-share = 1m)
 *   trades:<sym>         latest trades: data is Trade[] (newest last)
 *   stocks               every US stock's Ticker, batched: data is Ticker[]
 *   orders               the signed-in user's spot order updates (bus channel orders:<userId>)
 *   private              everything that happens to the signed-in user's money, one frame shape
 *                        (PrivateEvent, core/schemas/realtime.ts; bus channel private:<userId>)
 *
 * WebSocket frames, client → server (JSON text):
 *   {"op":"sub","ch":"…"} {"op":"unsub","ch":"…"} {"op":"auth","token":"…"} {"op":"ping"}
 * server → client:
 *   {"ch":"…","data":…} {"op":"pong"} {"op":"subbed","ch":"…"} {"op":"authed"}
 *   {"op":"error","message":"…"}
 */
export const TICKERS = 'tickers';
export const STOCKS = 'stocks';
export const ORDERS = 'orders';
export const PRIVATE = 'private';
/** Channels that carry one user's own data: they need `auth` first, and end with the session. */
export const isUserChannel = (ch: string) => ch === ORDERS || ch === PRIVATE;
export const klineChannel = (symbol: string, period: ChartPeriod) =>
  `kline:${symbol}:${period === 'timeshare' ? '1m' : period}`;
export const tradesChannel = (symbol: string) => `trades:${symbol}`;
/** Bus-side channel of one user's order updates; the WebSocket hub maps it to `orders`. */
export const userOrdersChannel = (userId: number) => `orders:${userId}`;
/** Bus-side channel of one user's private events; the hub maps it to `private`. */
export const userPrivateChannel = (userId: number) => `private:${userId}`;
