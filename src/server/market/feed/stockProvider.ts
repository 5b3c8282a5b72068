import WebSocket from 'ws';
import { Big } from '../../../core/money';
import { bucketStart, type Period } from '../../../core/market/periods';
import type { Trade } from '../../../core/market/types';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { parseFrame, setsPrice, type MassiveEvent } from './massive/messages';
import { fetchHistory, MassiveRequestError, type MassiveRest } from './massive/rest';
import { createTradeMinutes } from './tradeMinutes';
import type { FeedSink, MarketFeed } from './types';

/**
 * US stock quotes from a real provider, behind a key: Massive (formerly Polygon.io).
 * Live: its stocks WebSocket — connect, `auth` with the key, subscribe to the trades (`T.<ticker>`)
 * of every stock; each trade becomes a tick, a trade and part of the running minute. History:
 * its REST aggregates. After an outage the missed minutes are read back from history before
 * live trades flow again. Selected with STOCK_FEED=massive (docs/operations.md).
 */

/** The few logger calls the feed makes (Fastify's logger fits). */
export type FeedLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type MassiveFeedOptions = MassiveRest & {
  /** wss://socket.massive.com/stocks (real time) or wss://delayed.massive.com/stocks (15 min). */
  wsUrl: string;
  log: FeedLog;
  /** Waits between reconnects (default 1 s doubling to 60 s, jittered); reset once streaming. */
  backoff?: BackoffPolicy;
  /** The jitter's randomness (tests pin it). */
  random?: () => number;
  /** A ping goes out this often; no pong before the next one ends the connection. */
  pingMs?: number;
  /** Connecting, authenticating and subscribing must finish within this time. */
  handshakeMs?: number;
  /** The longest outage whose minutes are back-filled (default one day). */
  maxGapMs?: number;
  now?: () => number;
};

const MINUTE = 60_000;
const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 60_000 };
type TradeEvent = Extract<MassiveEvent, { ev: 'T' }>;

export function createMassiveFeed(options: MassiveFeedOptions): MarketFeed {
  const { log } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pingMs = options.pingMs ?? 30_000;
  const handshakeMs = options.handshakeMs ?? 15_000;
  const maxGapMs = options.maxGapMs ?? 86_400_000;
  const now = options.now ?? Date.now;

  let sink: FeedSink | null = null;
  let wanted = new Set<string>();
  let socket: WebSocket | null = null;
  let stopped = true;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  // live: trades go to the sink; backfilling: they wait in `buffer` until the gap is filled.
  let phase: 'down' | 'backfilling' | 'live' = 'down';
  let gapPending = false;
  let buffer: TradeEvent[] = [];
  const minutes = createTradeMinutes();
  // Per symbol: the latest trade time (late prints are dropped) and the last price and side,
  // for the tick rule (Massive's trades carry no aggressor side).
  const latest = new Map<string, { ts: number; price: string; side: Trade['side'] }>();

  function onTrade(event: TradeEvent) {
    if (!sink || !wanted.has(event.sym)) return;
    const previous = latest.get(event.sym);
    if (previous && event.ts < previous.ts) return;
    const price = setsPrice(event.conditions) ? event.price : null;
    const minute = minutes.add(event.sym, event.ts, price, event.size);
    if (price) {
      // Tick rule: an uptick was bought, a downtick sold, an unchanged price keeps the last side.
      const side: Trade['side'] =
        !previous || price === previous.price
          ? (previous?.side ?? 'buy')
          : new Big(price).gt(previous.price)
            ? 'buy'
            : 'sell';
      latest.set(event.sym, { ts: event.ts, price, side });
      sink.price(event.sym, price, event.ts);
      sink.trade?.({ symbol: event.sym, price, qty: event.size, side, ts: event.ts });
    } else if (previous) {
      latest.set(event.sym, { ...previous, ts: event.ts });
    }
    if (minute) sink.minute(event.sym, minute);
  }

  /** The closed minutes missed while disconnected, from each symbol's last minute seen. */
  async function fillGap() {
    const until = bucketStart('1m', now()) - 1; // closed minutes only: the open one comes live
    let filled = 0;
    for (const symbol of wanted) {
      const seen = minutes.running(symbol);
      if (!seen) continue;
      const from = Math.max(seen.t, until - maxGapMs);
      if (from > seen.t)
        log.error({ provider: 'massive', symbol }, 'stock feed: outage longer than the back-fill window');
      const candles = await fetchHistory(
        options,
        symbol,
        '1m',
        from,
        until,
        Math.ceil((until - from) / MINUTE) + 1,
      );
      for (const candle of candles) {
        if (candle.t < seen.t) continue;
        minutes.restore(symbol, candle);
        sink?.minute(symbol, candle);
        filled += 1;
      }
      const last = candles.at(-1);
      if (last && last.t >= seen.t) {
        // The price stands where the last missed minute closed, as of that minute's end.
        const ts = last.t + MINUTE - 1;
        const previous = latest.get(symbol);
        latest.set(symbol, { ts, price: last.c, side: previous?.side ?? 'buy' });
        sink?.price(symbol, last.c, ts);
      }
    }
    return filled;
  }

  async function goLive() {
    if (gapPending) {
      phase = 'backfilling';
      try {
        const filled = await fillGap();
        log.info({ provider: 'massive', minutes: filled }, 'stock feed: gap back-filled');
      } catch (err) {
        log.error(
          { provider: 'massive', err: err instanceof Error ? err.message : String(err) },
          'stock feed: gap back-fill failed, carrying on without it',
        );
      }
      gapPending = false;
    }
    if (stopped) return;
    phase = 'live';
    const pending = buffer;
    buffer = [];
    pending.forEach(onTrade);
    sink?.connected?.();
  }

  function scheduleReconnect() {
    const wait = backoffDelay(backoff, failures, options.random);
    failures += 1;
    log.warn({ provider: 'massive', attempt: failures, waitMs: wait }, 'stock feed reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, wait);
    reconnectTimer.unref();
  }

  /** One connection, from opening to closing; resolves once it is streaming or has failed. */
  function connect(): Promise<void> {
    return new Promise((settle) => {
      const ws = new WebSocket(options.wsUrl);
      socket = ws;
      let authed = false;
      let streaming = false;
      let refused = false;
      let awaitingPong = false;
      const handshake = setTimeout(() => ws.terminate(), handshakeMs);
      const ping = setInterval(() => {
        if (awaitingPong) return ws.terminate();
        awaitingPong = true;
        ws.ping();
      }, pingMs);
      ping.unref();
      ws.on('pong', () => {
        awaitingPong = false;
      });

      const begin = () => {
        streaming = true;
        failures = 0;
        clearTimeout(handshake);
        log.info({ provider: 'massive', symbols: wanted.size }, 'stock feed streaming');
        void goLive().then(settle);
      };
      const onStatus = (status: string, message: string) => {
        if (status === 'connected') {
          ws.send(JSON.stringify({ action: 'auth', params: options.apiKey }));
        } else if (status === 'auth_success') {
          authed = true;
          const params = [...wanted].map((s) => `T.${s}`).join(',');
          if (params) ws.send(JSON.stringify({ action: 'subscribe', params }));
          else begin();
        } else if (status === 'success' && authed && !streaming) {
          begin(); // the subscription is acknowledged: trades flow from here on
        } else if (status === 'auth_failed') {
          refused = true;
          log.error(
            { provider: 'massive', status, message },
            'stock feed: Massive refused the key (STOCK_FEED_KEY) or the plan has no WebSocket access; ' +
              'live US stock prices stay off until the key is fixed',
          );
          sink?.disconnected?.(`auth_failed: ${message}`);
          ws.close();
          settle();
        } else if (status !== 'success') {
          // e.g. max_connections: another process is using the account's one connection.
          log.warn({ provider: 'massive', status, message }, 'stock feed status');
        }
      };

      ws.on('message', (data: WebSocket.RawData) => {
        for (const event of parseFrame(data.toString())) {
          if (event.ev === 'status') onStatus(event.status, event.message);
          else if (phase === 'live' && streaming) onTrade(event);
          else if (streaming) buffer.push(event);
        }
      });
      ws.on('error', (err) => {
        log.warn({ provider: 'massive', err: err.message }, 'stock feed connection error');
      });
      ws.on('close', (code) => {
        clearTimeout(handshake);
        clearInterval(ping);
        if (socket === ws) socket = null;
        if (streaming) {
          phase = 'down';
          gapPending = true;
          buffer = [];
        }
        if (!stopped && !refused) {
          if (streaming) sink?.disconnected?.(`connection closed (${code})`);
          scheduleReconnect();
        }
        settle();
      });
    });
  }

  return {
    source: 'massive',
    async start(symbols, s) {
      sink = s;
      wanted = new Set(symbols);
      stopped = false;
      failures = 0;
      // Resolves after the first attempt either way: an unreachable provider must not hold up
      // the server, and reconnecting carries on in the background.
      await connect();
    },
    async stop() {
      stopped = true;
      sink = null;
      phase = 'down';
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const ws = socket;
      if (!ws) return;
      await new Promise<void>((done) => {
        ws.once('close', () => done());
        ws.close();
        setTimeout(() => {
          ws.terminate();
          done();
        }, 2_000).unref();
      });
    },
    async history(symbol: string, period: Period, from: number, to: number, limit: number) {
      try {
        return await fetchHistory(options, symbol, period, from, to, limit);
      } catch (err) {
        if (err instanceof MassiveRequestError && (err.status === 401 || err.status === 403)) {
          log.error(
            { provider: 'massive', status: err.status, detail: err.detail, symbol, period },
            'stock feed: Massive refused the history request; check STOCK_FEED_KEY and its plan',
          );
        }
        throw err;
      }
    },
  };
}
