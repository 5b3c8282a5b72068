import type { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import { ORDERS } from '../../core/market/channels';
import type { ServerFrame } from '../../core/schemas/realtime';
import type { BusMessage } from '../market/bus';
import { textFrame } from './frame';

/** One open `/api/ws` socket and what it listens to. */
export type Connection = {
  socket: WebSocket;
  /**
   * The TCP socket under `socket`. Frames the hub built are written here directly; `ws` writes
   * its own frames (pings, close) to the same stream synchronously, so the order holds. This
   * needs per-message compression off, which is how the server is set up.
   */
  transport: Writable;
  /** Channels as the client named them (`orders` included). */
  subs: Set<string>;
  /** Set after a successful `auth`. */
  auth: { userId: number; token: string; checkedAt: number } | null;
  /** Answered the last ping (or sent anything) since the previous heartbeat round. */
  alive: boolean;
  /** When market frames started being skipped because the socket's buffer was full. */
  skippingSince: number | null;
};

export type HubLimits = {
  /** Market frames are skipped for a socket holding more unsent bytes than this. */
  maxBufferedBytes: number;
  /** A socket that has been skipping frames for this long is cut off (it reconnects fresh). */
  slowConsumerMs: number;
};

export type HubStats = { connections: number; delivered: number; skipped: number; dropped: number };

const ORDERS_PREFIX = `${ORDERS}:`;

/**
 * Who listens to what on this node, and the fan-out of bus messages to sockets. Each message's
 * frame is serialised once and the same bytes are written to every subscriber.
 */
export function createHub(limits: HubLimits, now: () => number = Date.now) {
  const connections = new Set<Connection>();
  /** Market channel → subscribed sockets. */
  const byChannel = new Map<string, Set<Connection>>();
  /** User id → that user's sockets subscribed to `orders`. */
  const ordersByUser = new Map<number, Set<Connection>>();
  const stats = { delivered: 0, skipped: 0, dropped: 0 };

  function addTo<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(conn);
  }

  function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
    const set = map.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) map.delete(key);
  }

  /** Writes an already-built frame; market frames skip a socket whose buffer is full. */
  function write(conn: Connection, frame: Buffer, skippable: boolean): void {
    const { socket } = conn;
    if (socket.readyState !== WebSocket.OPEN || !conn.transport.writable) return;
    if (skippable && socket.bufferedAmount > limits.maxBufferedBytes) {
      const since = (conn.skippingSince ??= now());
      stats.skipped += 1;
      if (now() - since > limits.slowConsumerMs) {
        // Stuck for too long: cut it off; the client reconnects and gets fresh snapshots.
        stats.dropped += 1;
        socket.terminate();
      }
      return;
    }
    conn.skippingSince = null;
    stats.delivered += 1;
    conn.transport.write(frame);
  }

  const encode = (frame: ServerFrame) => textFrame(Buffer.from(JSON.stringify(frame)));

  return {
    add(socket: WebSocket, transport: Writable): Connection {
      const conn: Connection = {
        socket,
        transport,
        subs: new Set(),
        auth: null,
        alive: true,
        skippingSince: null,
      };
      connections.add(conn);
      return conn;
    },

    remove(conn: Connection): void {
      for (const ch of conn.subs) this.unsubscribe(conn, ch);
      connections.delete(conn);
    },

    connections(): ReadonlySet<Connection> {
      return connections;
    },

    subscribe(conn: Connection, ch: string): void {
      // A frame handled after its socket closed (an auth lookup in between) must not re-add it.
      if (!connections.has(conn)) return;
      if (ch === ORDERS) {
        if (!conn.auth) throw new Error('orders needs auth');
        addTo(ordersByUser, conn.auth.userId, conn);
      } else {
        addTo(byChannel, ch, conn);
      }
      conn.subs.add(ch);
    },

    unsubscribe(conn: Connection, ch: string): void {
      if (!conn.subs.delete(ch)) return;
      if (ch === ORDERS) {
        if (conn.auth) removeFrom(ordersByUser, conn.auth.userId, conn);
      } else {
        removeFrom(byChannel, ch, conn);
      }
    },

    /** Signs a socket in, or out with null (which ends its `orders` subscription). */
    setAuth(conn: Connection, auth: Connection['auth']): void {
      const listening = conn.subs.has(ORDERS);
      if (listening) this.unsubscribe(conn, ORDERS);
      conn.auth = auth;
      if (listening && auth) this.subscribe(conn, ORDERS);
    },

    /** A protocol answer to one socket. */
    reply(conn: Connection, frame: ServerFrame): void {
      write(conn, encode(frame), false);
    },

    /** Fans one bus message out to this node's subscribers. */
    deliver(message: BusMessage): void {
      if (message.ch.startsWith(ORDERS_PREFIX)) {
        const set = ordersByUser.get(Number(message.ch.slice(ORDERS_PREFIX.length)));
        if (!set) return;
        // A user's own order updates are rare and matter: never skipped for a full buffer.
        const bytes = encode({ ch: ORDERS, data: message.data });
        for (const conn of set) write(conn, bytes, false);
        return;
      }
      const set = byChannel.get(message.ch);
      if (!set) return;
      const bytes = encode({ ch: message.ch, data: message.data });
      for (const conn of set) write(conn, bytes, true);
    },

    stats(): HubStats {
      return { connections: connections.size, ...stats };
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
