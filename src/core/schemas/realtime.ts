import { z } from 'zod';
import { ORDERS, STOCKS, TICKERS } from '../market/channels';
import { PERIODS } from '../market/periods';

/*
 * The `/api/ws` frames a client sends (protocol in core/market/channels.ts), validated on the
 * server. Channel names are checked by shape here; whether a symbol is listed is the server's call.
 */

const SYMBOL = '[A-Z0-9]{1,12}(?:/[A-Z0-9]{1,12})?';
const KLINE = new RegExp(`^kline:${SYMBOL}:(${PERIODS.join('|')})$`);
const TRADES = new RegExp(`^trades:${SYMBOL}$`);

/** A channel a client may subscribe to (`orders` also needs `auth` first). */
export function isClientChannel(ch: string): boolean {
  return ch === TICKERS || ch === STOCKS || ch === ORDERS || KLINE.test(ch) || TRADES.test(ch);
}

/** The symbol a kline or trades channel is about, or null for the others. */
export function channelSymbol(ch: string): string | null {
  if (ch.startsWith('kline:')) return ch.slice('kline:'.length, ch.lastIndexOf(':'));
  if (ch.startsWith('trades:')) return ch.slice('trades:'.length);
  return null;
}

const channel = z.string().max(64);

export const clientFrameSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('sub'), ch: channel }),
  z.object({ op: z.literal('unsub'), ch: channel }),
  z.object({ op: z.literal('auth'), token: z.string().max(256) }),
  z.object({ op: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** What the server sends: a channel message or a protocol answer. */
export type ServerFrame =
  | { ch: string; data: unknown }
  | { op: 'pong' }
  | { op: 'subbed'; ch: string }
  | { op: 'authed' }
  | { op: 'error'; message: string };
