import { z } from 'zod';
import { ORDERS, PRIVATE, STOCKS, TICKERS } from '../market/channels';
import { PERIODS } from '../market/periods';
import { unreadCounts } from './notices';
import { OPTION_ACCOUNTS } from './options';
import { HOSTED_ORDER_STATUSES } from './finance';

/*
 * The `/api/ws` frames a client sends (protocol in core/market/channels.ts), validated on the
 * server. Channel names are checked by shape here; whether a symbol is listed is the server's call.
 */

const SYMBOL = '[A-Z0-9]{1,12}(?:/[A-Z0-9]{1,12})?';
const KLINE = new RegExp(`^kline:${SYMBOL}:(${PERIODS.join('|')})$`);
const TRADES = new RegExp(`^trades:${SYMBOL}$`);

/** A channel a client may subscribe to (`orders` also needs `auth` first). */
export function isClientChannel(ch: string): boolean {
  return (
    ch === TICKERS || ch === STOCKS || ch === ORDERS || ch === PRIVATE || KLINE.test(ch) || TRADES.test(ch)
  );
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

/**
 * A frame of the `private` channel: what just happened to the signed-in user, sent once the
 * change has committed. It names the record and the account; the screens read the record itself
 * through its call (one source of truth), so a frame never carries a figure to trust.
 *   spot.order          a spot order was placed, filled or cancelled
 *   options.opened      an option was bought; options.settled: it was settled (won, lost, refunded)
 *   contract.changed    a contract order or position changed: opened, filled, closed, take-profit
 *                       or stop-loss triggered, liquidated, margin added
 *   finance.changed     a locked-fund order changed: subscribed, a day's interest paid, matured
 *                       (completed) or redeemed early
 *   newcoin.changed     a new-coin subscription changed: placed, allotted, launched
 *   ieo.changed         an IEO application changed: applied, allotted, paid, lapsed, listed
 *   c2c.changed         a peer-to-peer order changed status (to both parties)
 *   c2c.message         a peer-to-peer order's chat has a new message (to both parties)
 *   balance             a balance of one account changed (any posting to it)
 *   message             a message was written for the user: its id and the unread counts
 *   support.message     the user's chat with support has a new message (theirs, from another
 *                       device, or support's reply): its id and the unread replies
 */
/** What happened to a contract order or position, as the `contract.changed` frame names it. */
export const CONTRACT_CHANGES = [
  'opened',
  'filled',
  'closed',
  'take_profit',
  'stop_loss',
  'liquidated',
  'margin',
  'stops',
  'cancelled',
] as const;

export const privateEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spot.order'), id: z.number().int() }),
  z.object({
    type: z.literal('options.opened'),
    id: z.number().int(),
    account: z.enum(OPTION_ACCOUNTS),
  }),
  z.object({
    type: z.literal('options.settled'),
    id: z.number().int(),
    account: z.enum(OPTION_ACCOUNTS),
    status: z.enum(['won', 'lost', 'refunded']),
  }),
  z.object({
    type: z.literal('contract.changed'),
    id: z.number().int(),
    what: z.enum(CONTRACT_CHANGES),
  }),
  z.object({
    type: z.literal('finance.changed'),
    id: z.number().int(),
    status: z.enum(HOSTED_ORDER_STATUSES),
  }),
  z.object({ type: z.literal('newcoin.changed'), id: z.number().int() }),
  z.object({ type: z.literal('ieo.changed'), serial_number: z.string() }),
  z.object({ type: z.literal('c2c.changed'), id: z.number().int(), status: z.number().int() }),
  z.object({ type: z.literal('c2c.message'), order_id: z.number().int(), message_id: z.number().int() }),
  z.object({ type: z.literal('balance'), account: z.string(), currency_id: z.number().int() }),
  z.object({ type: z.literal('message'), id: z.number().int(), unread: unreadCounts }),
  z.object({
    type: z.literal('support.message'),
    message_id: z.number().int(),
    unread: z.number().int(),
  }),
]);
export type PrivateEvent = z.infer<typeof privateEventSchema>;
