import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { MarketBus } from '../market/bus';
import type { SessionService } from '../modules/sessions';
import { attachConnection, recheckSessions, signOut } from './connection';
import { SESSIONS_ENDED, type SessionsEnded } from '../events/private';
import { createHub, type HubStats } from './hub';

export type RealtimeOptions = {
  bus: MarketBus;
  sessions: Pick<SessionService, 'resolve'>;
  /** The current state of a channel for a new subscriber (e.g. the latest tickers), if any. */
  snapshot?: (ch: string) => unknown;
  /** Whether a kline/trades symbol is listed; unlisted ones get an error frame. */
  isSymbol?: (symbol: string) => boolean;
  log: FastifyBaseLogger;
  /** Full path of the socket (default `/api/ws`); register on the root instance. */
  path?: string;
  /** Server ping interval; a socket that has not answered the previous ping is terminated. */
  pingMs?: number;
  /** How often a signed-in socket's session is checked again. */
  sessionRecheckMs?: number;
  maxSubscriptions?: number;
  /** Largest frame a client may send; a bigger one closes the socket (1009). */
  maxFrameBytes?: number;
  maxFramesPerWindow?: number;
  frameWindowMs?: number;
  /** Unsent bytes above which market frames are skipped for a socket. */
  maxBufferedBytes?: number;
  /** How long a socket may keep skipping before it is cut off. */
  slowConsumerMs?: number;
  /** On app.close(), how long sockets get to finish the closing handshake. */
  closeGraceMs?: number;
  now?: () => number;
};

export type Realtime = { stats(): HubStats };

export const REALTIME_DEFAULTS = {
  path: '/api/ws',
  pingMs: 20_000,
  sessionRecheckMs: 5 * 60_000,
  maxSubscriptions: 64,
  maxFrameBytes: 4096,
  maxFramesPerWindow: 200,
  frameWindowMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  slowConsumerMs: 30_000,
  closeGraceMs: 1000,
} as const;

/**
 * `GET /api/ws`: one WebSocket per client for every realtime channel (protocol in
 * core/market/channels.ts). One bus subscription per node feeds every socket of the node.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const o = { ...REALTIME_DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const hub = createHub({ maxBufferedBytes: o.maxBufferedBytes, slowConsumerMs: o.slowConsumerMs }, now);
  const unsubscribeBus = o.bus.subscribe((message) => {
    try {
      if (message.ch === SESSIONS_ENDED) signOut(hub, (message.data as SessionsEnded).session_ids);
      else hub.deliver(message);
    } catch (err) {
      o.log.error({ err, ch: message.ch }, 'realtime fan-out failed');
    }
  });

  let rechecking = false;
  const heartbeat = setInterval(() => {
    for (const conn of hub.connections()) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
    if (rechecking) return;
    rechecking = true;
    recheckSessions(hub, o.sessions, o.sessionRecheckMs, now)
      .catch((err: unknown) => o.log.warn({ err }, 'realtime session recheck failed'))
      .finally(() => (rechecking = false));
  }, o.pingMs);
  heartbeat.unref();

  /** Going away (1001) tells clients to reconnect, to another node behind the balancer. */
  async function closeAll(): Promise<void> {
    clearInterval(heartbeat);
    unsubscribeBus();
    const open = [...hub.connections()].map((c) => c.socket);
    await Promise.all(
      open.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.terminate();
              resolve();
            }, o.closeGraceMs);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.close(1001, 'server shutting down');
          }),
      ),
    );
  }

  await app.register(async (scope) => {
    await scope.register(websocket, {
      // Compression stays off: the hub writes its pre-built frames straight to the TCP socket.
      options: { maxPayload: o.maxFrameBytes, perMessageDeflate: false },
      async preClose() {
        await closeAll();
        await new Promise<void>((resolve) => scope.websocketServer.close(() => resolve()));
      },
      errorHandler(error, socket) {
        o.log.debug({ err: error }, 'realtime socket error');
        socket.terminate();
      },
    });
    scope.get(o.path, { websocket: true }, (socket, request) => {
      const conn = hub.add(socket, request.raw.socket);
      socket.on('pong', () => (conn.alive = true));
      socket.on('close', () => hub.remove(conn));
      attachConnection(conn, {
        hub,
        sessions: o.sessions,
        snapshot: o.snapshot,
        isSymbol: o.isSymbol,
        maxSubscriptions: o.maxSubscriptions,
        maxFramesPerWindow: o.maxFramesPerWindow,
        frameWindowMs: o.frameWindowMs,
        now,
      });
    });
  });

  return { stats: () => hub.stats() };
}
