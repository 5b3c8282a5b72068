import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { Big } from '../../../core/money';
import { bucketStart } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { BinanceHttpError, createKlinesClient } from './binanceKlines';
import { parseStreamMessage, streamNamesOf, type StreamEvent } from './binanceMessages';
import type { FeedSink, MarketFeed } from './types';

/*
 * Binance spot public market data (no API key): one combined WebSocket stream with the 1m kline
 * and the aggregate trades of every symbol, REST klines for history and for the minutes missed
 * while the socket was down. The policy (back-off, watchdog, 24 h rotation, gap back-fill) is
 * written down in docs/decisions.md, "Binance feed (issue 5)".
 */

export type FeedLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type BinanceFeedOptions = {
  /** https://api.binance.com (BINANCE_REST_URL) */
  restUrl: string;
  /** wss://stream.binance.com:9443 (BINANCE_WS_URL) */
  wsUrl: string;
  log?: FeedLog;
  /** Reconnect waits; default 1 s doubling to 60 s. */
  backoff?: BackoffPolicy;
  /** A connection silent this long is taken for dead and replaced; default 30 s. */
  staleAfterMs?: number;
  /** Binance closes every connection at 24 h; we open a new one before that. Default 23.5 h. */
  maxConnectionMs?: number;
  /** Per REST request; default 10 s. */
  requestTimeoutMs?: number;
  /** The longest outage whose minutes are back-filled; default one day. */
  maxGapMinutes?: number;
};

const MINUTE = 60_000;
/** Gap back-fills tried (one per reconnect) before the feed carries on with the hole logged. */
const BACKFILL_TRIES = 3;
/** Live events kept while a gap is back-filled (a few seconds' worth is typical). */
const BUFFER_MAX = 50_000;
/** How long a polite close may take before the socket is cut. */
const CLOSE_GRACE_MS = 1_000;

const silentLog: FeedLog = { info() {}, warn() {}, error() {} } as unknown as FeedLog;

type Connection = {
  ws: WebSocket;
  /** `replacement` is the 24 h rotation's new socket until its first message promotes it. */
  role: 'primary' | 'replacement';
  /** Aborts this connection's REST back-fill when the socket goes. */
  aborter: AbortController;
  messages: number;
  closeReason?: string;
  watchdog?: NodeJS.Timeout;
  rotation?: NodeJS.Timeout;
};

/** What reached the sink per symbol, so nothing sent later can go back in time. */
type SymbolState = { minute?: { t: number; v: Big }; priceTs: number; aggId: number };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createBinanceFeed(options: BinanceFeedOptions): MarketFeed {
  const log = options.log ?? silentLog;
  const policy = options.backoff ?? { initialMs: 1_000, maxMs: 60_000 };
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const maxConnectionMs = options.maxConnectionMs ?? 23.5 * 60 * MINUTE;
  const maxGapMinutes = options.maxGapMinutes ?? 24 * 60;
  const klines = createKlinesClient({
    restUrl: options.restUrl,
    timeoutMs: options.requestTimeoutMs ?? 10_000,
  });

  let sink: FeedSink | null = null;
  let symbols: string[] = [];
  /** Binance's upper-case symbol → the name the market asked for. */
  const named = new Map<string, string>();
  const states = new Map<string, SymbolState>();
  const sockets = new Set<Connection>();
  let primary: Connection | null = null;
  let replacement: Connection | null = null;
  /** down → (awaiting → backfilling →) live; the middle steps only after an outage. */
  let phase: 'down' | 'awaiting' | 'backfilling' | 'live' = 'down';
  let buffer: StreamEvent[] = [];
  let gapPending = false;
  /** The minute of the first event ever seen: where a symbol that never sent one is filled from. */
  let firstMinute: number | undefined;
  let reported: 'unknown' | 'up' | 'down' = 'unknown';
  let attempt = 0;
  let backfillFailures = 0;
  /** Binance's Retry-After (429/418) sets a floor under the next wait. */
  let waitAtLeastMs = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let stopped = true;
  let settleStart: (() => void) | undefined;

  const streamUrl = () =>
    `${options.wsUrl.replace(/\/+$/, '')}/stream?streams=${symbols.flatMap(streamNamesOf).join('/')}`;

  const stateOf = (symbol: string) => {
    let state = states.get(symbol);
    if (!state) states.set(symbol, (state = { priceTs: -Infinity, aggId: -Infinity }));
    return state;
  };

  function emitMinute(symbol: string, candle: Candle): boolean {
    const state = stateOf(symbol);
    const seen = state.minute;
    // A candle of an earlier minute, or of this minute with less volume, is older news: the REST
    // answer of a back-fill can be fresher than live frames buffered before it.
    if (seen && (candle.t < seen.t || (candle.t === seen.t && new Big(candle.v).lt(seen.v)))) return false;
    state.minute = { t: candle.t, v: new Big(candle.v) };
    sink?.minute(symbol, candle);
    return true;
  }

  function emitPrice(symbol: string, price: string, ts: number) {
    const state = stateOf(symbol);
    if (ts < state.priceTs) return;
    state.priceTs = ts;
    sink?.price(symbol, price, ts);
  }

  function dispatch(event: StreamEvent) {
    if (event.kind === 'minute') {
      const symbol = named.get(event.symbol);
      if (symbol && emitMinute(symbol, event.candle)) emitPrice(symbol, event.candle.c, event.eventTime);
    } else if (event.kind === 'trade') {
      const symbol = named.get(event.trade.symbol);
      if (!symbol) return;
      const state = stateOf(symbol);
      // Aggregate trade ids only grow; a repeat comes from an overlapping (rotated) connection.
      if (event.aggId <= state.aggId) return;
      state.aggId = event.aggId;
      sink?.trade?.({ ...event.trade, symbol });
      emitPrice(symbol, event.trade.price, event.trade.ts);
    }
  }

  function goLive() {
    phase = 'live';
    const pending = buffer;
    buffer = [];
    pending.forEach(dispatch);
    if (reported !== 'up') {
      reported = 'up';
      sink?.connected?.();
    }
    settleStart?.();
  }

  /** (Re)schedules a connection's renewal; one timer per connection, so stop() can clear it. */
  function renewAfter(conn: Connection, ms: number) {
    clearTimeout(conn.rotation);
    conn.rotation = setTimeout(rotate, ms);
  }

  function cut(conn: Connection, reason: string) {
    conn.closeReason ??= reason;
    conn.ws.terminate();
  }

  function openConnection(role: Connection['role']): Connection {
    const ws = new WebSocket(streamUrl(), { handshakeTimeout: staleAfterMs });
    const conn: Connection = { ws, role, aborter: new AbortController(), messages: 0 };
    sockets.add(conn);
    ws.on('open', () => onOpen(conn));
    ws.on('message', (data, isBinary) => {
      if (!isBinary) onMessage(conn, data.toString());
    });
    ws.on('error', (err) => {
      conn.closeReason ??= err.message;
    });
    ws.on('close', (code, reason) => {
      sockets.delete(conn);
      clearTimeout(conn.watchdog);
      clearTimeout(conn.rotation);
      conn.aborter.abort();
      const said = reason.toString();
      onClose(conn, conn.closeReason ?? `closed by the server (${code}${said ? ` ${said}` : ''})`);
    });
    return conn;
  }

  function onOpen(conn: Connection) {
    if (stopped) return;
    // Binance pings every 20 s and `ws` answers; a stream that stops sending data is still dead.
    conn.watchdog = setTimeout(() => cut(conn, `no message for ${staleAfterMs} ms`), staleAfterMs);
    if (conn.role === 'replacement') return;
    renewAfter(conn, maxConnectionMs);
    if (gapPending) phase = 'awaiting';
    else goLive();
  }

  function onMessage(conn: Connection, text: string) {
    if (stopped) return;
    conn.watchdog?.refresh();
    // A connection that delivers is a healthy one: the next outage starts the waits afresh.
    if (conn.messages++ === 0) attempt = 0;
    if (conn === replacement) promote(conn);
    else if (conn !== primary) return;
    let event: StreamEvent | null;
    try {
      event = parseStreamMessage(text);
    } catch (err) {
      log.warn({ err: errorText(err), frame: text.slice(0, 200) }, 'binance feed: unreadable frame skipped');
      return;
    }
    if (!event) return;
    if (event.kind === 'shutdown') {
      log.info('binance feed: server shutdown announced, moving to a new connection');
      rotate();
      return;
    }
    firstMinute ??= bucketStart('1m', event.eventTime);
    if (phase === 'live') return dispatch(event);
    if (buffer.length < BUFFER_MAX) buffer.push(event);
    // The first frame after an outage tells the exchange's current minute: fill up to it.
    if (phase === 'awaiting') void backfill(conn, bucketStart('1m', event.eventTime));
  }

  /** Sends every symbol's 1m candles from the last minute seen up to `until`, then goes live. */
  async function backfill(conn: Connection, until: number) {
    phase = 'backfilling';
    try {
      const filled = await Promise.all(
        symbols.map(async (symbol) => {
          const seen = states.get(symbol)?.minute?.t ?? firstMinute;
          if (seen === undefined) return [] as Candle[];
          const earliest = until - maxGapMinutes * MINUTE;
          if (seen < earliest)
            log.error(
              { symbol, from: new Date(seen).toISOString(), to: new Date(earliest).toISOString() },
              'binance feed: outage longer than the back-fill window, these minutes stay missing',
            );
          const from = Math.max(seen, earliest);
          const count = (until - from) / MINUTE + 1;
          return klines.range(symbol, '1m', from, until, count, conn.aborter.signal);
        }),
      );
      if (stopped || conn !== primary) return;
      filled.forEach((candles, i) => candles.forEach((candle) => emitMinute(symbols[i]!, candle)));
      log.info(
        { minutes: filled.reduce((n, c) => n + c.length, 0), symbols: symbols.length },
        'binance feed: gap back-filled',
      );
      backfillFailures = 0;
      gapPending = false;
      goLive();
    } catch (err) {
      if (stopped || conn !== primary) return;
      if (err instanceof BinanceHttpError && err.retryAfterMs) waitAtLeastMs = err.retryAfterMs;
      if (++backfillFailures < BACKFILL_TRIES) return cut(conn, `gap back-fill failed: ${errorText(err)}`);
      log.error({ err: errorText(err) }, 'binance feed: gap back-fill keeps failing, carrying on without it');
      backfillFailures = 0;
      gapPending = false;
      goLive();
    }
  }

  function onClose(conn: Connection, reason: string) {
    if (stopped) return;
    if (conn === replacement) {
      replacement = null;
      log.warn({ reason }, 'binance feed: replacement connection failed, keeping the current one');
      if (primary) renewAfter(primary, policy.maxMs);
      return;
    }
    if (conn !== primary) return;
    primary = null;
    if (replacement) cut(replacement, 'the connection it was to replace is gone');
    replacement = null;
    if (phase !== 'down') gapPending = true;
    phase = 'down';
    buffer = [];
    if (reported !== 'down') {
      reported = 'down';
      sink?.disconnected?.(reason);
    }
    settleStart?.();
    const delay = Math.max(backoffDelay(policy, attempt++), waitAtLeastMs);
    waitAtLeastMs = 0;
    log.warn({ reason, retryInMs: delay }, 'binance feed: disconnected');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!stopped) primary = openConnection('primary');
    }, delay);
  }

  /** Make-before-break: open the next connection; its first message retires the current one. */
  function rotate() {
    if (stopped || !primary || replacement) return;
    if (phase !== 'live') {
      renewAfter(primary, policy.initialMs);
      return;
    }
    log.info('binance feed: renewing the connection before the exchange closes it');
    replacement = openConnection('replacement');
  }

  function promote(conn: Connection) {
    const old = primary;
    replacement = null;
    primary = conn;
    conn.role = 'primary';
    renewAfter(conn, maxConnectionMs);
    if (old) {
      old.closeReason = 'replaced by a newer connection';
      void closeSocket(old);
    }
  }

  function closeSocket(conn: Connection): Promise<void> {
    clearTimeout(conn.watchdog);
    clearTimeout(conn.rotation);
    conn.aborter.abort();
    const { ws } = conn;
    if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const grace = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
      ws.once('close', () => {
        clearTimeout(grace);
        resolve();
      });
      if (ws.readyState === WebSocket.OPEN) ws.close(1000);
      else if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    });
  }

  return {
    source: 'binance',

    start(list, s) {
      if (!stopped) return Promise.reject(new Error('binance feed already started'));
      stopped = false;
      sink = s;
      symbols = [...list];
      named.clear();
      for (const symbol of symbols) named.set(symbol.toUpperCase(), symbol);
      states.clear();
      buffer = [];
      gapPending = false;
      firstMinute = undefined;
      reported = 'unknown';
      attempt = 0;
      // Resolves once the stream runs, or after the first failure (retries go on in the background):
      // an unreachable exchange must not hold up the server's start.
      return new Promise<void>((resolve) => {
        settleStart = () => {
          settleStart = undefined;
          resolve();
        };
        primary = openConnection('primary');
      });
    },

    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      settleStart?.();
      const closing = [...sockets].map(closeSocket);
      primary = null;
      replacement = null;
      phase = 'down';
      buffer = [];
      sink = null;
      await Promise.all(closing);
    },

    history(symbol, period, from, to, limit) {
      return klines.range(symbol, period, from, to, limit);
    },
  };
}
