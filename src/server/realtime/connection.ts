import type { RawData } from 'ws';
import { isUserChannel } from '../../core/market/channels';
import {
  channelSymbol,
  clientFrameSchema,
  isClientChannel,
  type ClientFrame,
} from '../../core/schemas/realtime';
import type { SessionService } from '../modules/sessions';
import type { Connection, Hub } from './hub';

export type ConnectionDeps = {
  hub: Hub;
  sessions: Pick<SessionService, 'resolve'>;
  /** The current state of a channel, sent right after `subbed` (undefined: none yet). */
  snapshot?: (ch: string) => unknown;
  /** Whether a kline/trades symbol is listed; without it any well-formed symbol is accepted. */
  isSymbol?: (symbol: string) => boolean;
  maxSubscriptions: number;
  /** Frames a client may send per `frameWindowMs` before it is disconnected. */
  maxFramesPerWindow: number;
  frameWindowMs: number;
  now: () => number;
};

/*
 * Error frames carry English, developer-facing messages: they answer protocol mistakes the app
 * never makes on purpose and are never shown to a user.
 */
export const ERRORS = {
  badFrame: 'bad frame',
  unknownChannel: (ch: string) => `unknown channel: ${ch}`,
  tooManySubscriptions: 'too many subscriptions',
  authRequired: 'orders needs auth',
  authFailed: 'auth failed',
  sessionEnded: 'session ended',
} as const;

/**
 * Reads one socket's frames in order (an `auth` is awaited before the next frame, so
 * `auth` then `sub orders` sent back to back works) and applies them to the hub.
 */
export function attachConnection(conn: Connection, deps: ConnectionDeps): void {
  const { hub } = deps;
  let queue = Promise.resolve();
  let windowStart = deps.now();
  let framesInWindow = 0;

  conn.socket.on('message', (raw: RawData, isBinary: boolean) => {
    conn.alive = true;
    const at = deps.now();
    if (at - windowStart > deps.frameWindowMs) {
      windowStart = at;
      framesInWindow = 0;
    }
    if (++framesInWindow > deps.maxFramesPerWindow) {
      conn.socket.close(1008, 'too many frames');
      return;
    }
    const frame = isBinary ? null : parseFrame(raw);
    if (!frame) {
      hub.reply(conn, { op: 'error', message: ERRORS.badFrame });
      return;
    }
    queue = queue.then(() => handle(conn, frame, deps)).catch(() => undefined);
  });
}

function parseFrame(raw: RawData): ClientFrame | null {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(raw.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function handle(conn: Connection, frame: ClientFrame, deps: ConnectionDeps): Promise<void> {
  const { hub } = deps;
  switch (frame.op) {
    case 'ping':
      hub.reply(conn, { op: 'pong' });
      return;
    case 'unsub':
      hub.unsubscribe(conn, frame.ch);
      return;
    case 'sub':
      subscribe(conn, frame.ch, deps);
      return;
    case 'auth': {
      const session = await deps.sessions.resolve(frame.token).catch(() => null);
      if (!session) {
        // A failed auth signs the socket out: no order updates for whoever held it before.
        hub.setAuth(conn, null);
        hub.reply(conn, { op: 'error', message: ERRORS.authFailed });
        return;
      }
      hub.setAuth(conn, {
        userId: session.userId,
        sessionId: session.sessionId,
        token: frame.token,
        checkedAt: deps.now(),
      });
      hub.reply(conn, { op: 'authed' });
      return;
    }
  }
}

function subscribe(conn: Connection, ch: string, deps: ConnectionDeps): void {
  const { hub } = deps;
  const symbol = channelSymbol(ch);
  if (!isClientChannel(ch) || (symbol !== null && deps.isSymbol && !deps.isSymbol(symbol))) {
    hub.reply(conn, { op: 'error', message: ERRORS.unknownChannel(ch) });
    return;
  }
  if (isUserChannel(ch) && !conn.auth) {
    hub.reply(conn, { op: 'error', message: ERRORS.authRequired });
    return;
  }
  if (!conn.subs.has(ch) && conn.subs.size >= deps.maxSubscriptions) {
    hub.reply(conn, { op: 'error', message: ERRORS.tooManySubscriptions });
    return;
  }
  hub.subscribe(conn, ch);
  hub.reply(conn, { op: 'subbed', ch });
  // A new subscriber sees the current state at once instead of waiting for the next tick.
  const current = isUserChannel(ch) ? undefined : deps.snapshot?.(ch);
  if (current !== undefined) hub.reply(conn, { ch, data: current });
}

/**
 * Sessions can end while a socket stays open (logout elsewhere, password change, expiry):
 * signed-in sockets are checked again every `everyMs` and signed out when their session ended.
 */
export async function recheckSessions(
  hub: Hub,
  sessions: Pick<SessionService, 'resolve'>,
  everyMs: number,
  now: () => number,
): Promise<void> {
  const due = [...hub.connections()].filter((c) => c.auth && now() - c.auth.checkedAt >= everyMs);
  for (const conn of due) {
    const auth = conn.auth;
    if (!auth) continue;
    const session = await sessions.resolve(auth.token).catch(() => undefined);
    if (session === undefined || conn.auth !== auth) continue; // lookup failed, or re-authed meanwhile
    if (session && session.userId === auth.userId) {
      auth.checkedAt = now();
    } else {
      hub.setAuth(conn, null);
      hub.reply(conn, { op: 'error', message: ERRORS.sessionEnded });
    }
  }
}

/** Sessions ended on some node (logout, password change): their sockets are signed out now. */
export function signOut(hub: Hub, sessionIds: readonly number[]): void {
  for (const conn of hub.socketsOf(sessionIds)) {
    hub.setAuth(conn, null);
    hub.reply(conn, { op: 'error', message: ERRORS.sessionEnded });
  }
}
