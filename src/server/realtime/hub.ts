import type { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import { isUserChannel } from '../../core/market/channels';
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
  auth: { userId: number; sessionId: number; token: string; checkedAt: number } | null;
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

/**
 * Who listens to what on this node, and the fan-out of bus messages to sockets. Each message's
 * frame is serialised once and the same bytes are written to every subscriber.
 */
export function createHub(limits: HubLimits, now: () => number = Date.now) {
  const connections = new Set<Connection>();
  /** Market channel → subscribed sockets. */
  const byChannel = new Map<string, Set<Connection>>();
  /** `<user channel>:<user id>` (the bus's name for it) → that user's sockets subscribed to it. */
  const byUser = new Map<string, Set<Connection>>();
  const userKey = (ch: string, userId: number) => `${ch}:${userId}`;
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
      if (isUserChannel(ch)) {
        if (!conn.auth) throw new Error(`${ch} needs auth`);
        addTo(byUser, userKey(ch, conn.auth.userId), conn);
      } else {
        addTo(byChannel, ch, conn);
      }
      conn.subs.add(ch);
    },

    unsubscribe(conn: Connection, ch: string): void {
      if (!conn.subs.delete(ch)) return;
      if (isUserChannel(ch)) {
        if (conn.auth) removeFrom(byUser, userKey(ch, conn.auth.userId), conn);
      } else {
        removeFrom(byChannel, ch, conn);
      }
    },

    /**
     * Signs a socket in, or out with null: its user channels (`orders`, `private`) follow the new
     * identity, or end.
     */
    setAuth(conn: Connection, auth: Connection['auth']): void {
      const listening = [...conn.subs].filter(isUserChannel);
      for (const ch of listening) this.unsubscribe(conn, ch);
      conn.auth = auth;
      if (auth) for (const ch of listening) this.subscribe(conn, ch);
    },

    /** The signed-in sockets of these sessions, which have just ended. */
    socketsOf(sessionIds: readonly number[]): Connection[] {
      const ended = new Set(sessionIds);
      return [...connections].filter((c) => c.auth !== null && ended.has(c.auth.sessionId));
    },

    /** A protocol answer to one socket. */
    reply(conn: Connection, frame: ServerFrame): void {
      write(conn, encode(frame), false);
    },

    /** Fans one bus message out to this node's subscribers. */
    deliver(message: BusMessage): void {
      const userCh = message.ch.slice(0, message.ch.indexOf(':'));
      if (isUserChannel(userCh)) {
        const set = byUser.get(message.ch);
        if (!set) return;
        // A user's own updates are rare and matter: never skipped for a full buffer.
        const bytes = encode({ ch: userCh, data: message.data });
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
