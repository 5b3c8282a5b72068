import { isUserChannel } from '../../../core/market/channels';
import type { ClientFrame } from '../../../core/schemas/realtime';

/*
 * The realtime connection's logic, free of browser globals so it can be tested with a fake or
 * a real (Node) socket: `socket.ts` builds the app's one instance with the browser's.
 */

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting';
type Handler = (data: unknown) => void;

/**
 * The part of a WebSocket this client uses (the browser's and the `ws` package's both fit;
 * `never` lets either's event types in, the handlers below say what they read).
 */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
};

export type RealtimeEnv = {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  /** The signed-in user's session token, or null. */
  getToken: () => string | null;
  onSessionChange: (listener: () => void) => void;
  isHidden: () => boolean;
  onVisibilityChange: (listener: () => void) => void;
  /** The network came back: retry at once instead of waiting out the back-off. */
  onOnline: (listener: () => void) => void;
  /**
   * Told when a connection could not be opened at all (no server to reach) and when the server
   * speaks again: a page started from the service worker's cache learns from its first
   * connection that the network is gone, even when it calls nothing else.
   */
  onReachable?: (reachable: boolean) => void;
  random?: () => number;
};

export const TIMING = {
  pingMs: 15_000,
  /** No frame at all for this long (pongs included) means the connection is dead. */
  silenceMs: 35_000,
  /** A tab hidden this long lets its connection go; it comes back when the tab is shown. */
  hiddenPauseMs: 60_000,
  backoffBaseMs: 500,
  backoffMaxMs: 30_000,
};

const OPEN = 1;

/**
 * Wait before reconnect attempt `attempt` (0-based): doubling from 0.5 s up to 30 s, each
 * drawn from the upper half of its step ("equal jitter") so a server restart is not met by
 * every client at the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(TIMING.backoffMaxMs, TIMING.backoffBaseMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * What a fresh connection sends: `auth` first when signed in (the server reads frames in
 * order, so a user channel right after it is accepted), then every channel; the user's own
 * channels (`orders`, `private`) only signed in.
 */
export function resubscribeFrames(channels: Iterable<string>, token: string | null): ClientFrame[] {
  const frames: ClientFrame[] = token ? [{ op: 'auth', token }] : [];
  for (const ch of channels) if (!isUserChannel(ch) || token) frames.push({ op: 'sub', ch });
  return frames;
}

export function createRealtimeClient(env: RealtimeEnv) {
  const random = env.random ?? Math.random;
  const handlers = new Map<string, Set<Handler>>();
  const statusListeners = new Set<() => void>();
  let status: RealtimeStatus = 'connecting';
  let socket: SocketLike | null = null;
  /** Failed attempts since the last connection that worked. */
  let attempt = 0;
  /** The token the open socket was signed in with. */
  let sentToken: string | null = null;
  let paused = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  function setStatus(next: RealtimeStatus) {
    if (next === status) return;
    status = next;
    statusListeners.forEach((l) => l());
  }

  function send(frame: ClientFrame) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  function expectFrameSoon() {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => drop(true), TIMING.silenceMs);
  }

  /** Forgets the current socket at once (a dead network may never finish a close handshake). */
  function drop(reconnect: boolean) {
    clearInterval(pingTimer);
    clearTimeout(silenceTimer);
    const old = socket;
    socket = null;
    sentToken = null;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      old.close();
    }
    if (reconnect) scheduleReconnect();
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    if (handlers.size === 0 || paused) return;
    setStatus('reconnecting');
    reconnectTimer = setTimeout(connect, backoffDelay(attempt, random));
    attempt += 1;
  }

  function connect() {
    clearTimeout(reconnectTimer);
    if (socket || paused || handlers.size === 0) return;
    if (status !== 'reconnecting') setStatus('connecting');
    const ws = env.createSocket(env.url());
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      sentToken = env.getToken();
      for (const frame of resubscribeFrames(handlers.keys(), sentToken)) send(frame);
      pingTimer = setInterval(() => send({ op: 'ping' }), TIMING.pingMs);
      expectFrameSoon();
    };
    ws.onmessage = (event: { data: unknown }) => {
      expectFrameSoon();
      // Reset the back-off only once the server has answered, not on a bare TCP accept.
      attempt = 0;
      setStatus('open');
      env.onReachable?.(true);
      let frame: { op?: unknown; ch?: unknown; data?: unknown };
      try {
        frame = JSON.parse(String(event.data)) as typeof frame;
      } catch {
        return;
      }
      // Channel data has no `op`; `subbed` names a channel too but carries nothing for handlers.
      if (frame.op === undefined && typeof frame.ch === 'string') {
        handlers.get(frame.ch)?.forEach((h) => h(frame.data));
      }
    };
    ws.onclose = () => {
      if (!opened) env.onReachable?.(false);
      drop(true);
    };
    ws.onerror = () => undefined; // a close event follows
  }

  /** Signed in, out, or as someone else: the socket follows the stored session. */
  function sessionChanged() {
    const token = env.getToken();
    if (token === sentToken || socket?.readyState !== OPEN) return;
    if (token) {
      sentToken = token;
      send({ op: 'auth', token });
      for (const ch of handlers.keys()) if (isUserChannel(ch)) send({ op: 'sub', ch });
    } else {
      // The protocol has no sign-out: a fresh connection carries no identity.
      attempt = 0;
      drop(false);
      connect();
    }
  }

  function visibilityChanged() {
    clearTimeout(hiddenTimer);
    if (env.isHidden()) {
      hiddenTimer = setTimeout(() => {
        paused = true;
        drop(false);
      }, TIMING.hiddenPauseMs);
    } else if (paused) {
      paused = false;
      attempt = 0;
      connect();
    }
  }

  /** The page's events are listened to from the first subscription on (none before). */
  let listening = false;
  function listen() {
    if (listening) return;
    listening = true;
    env.onSessionChange(sessionChanged);
    env.onVisibilityChange(visibilityChanged);
    env.onOnline(() => {
      if (!socket && !paused && handlers.size > 0) {
        attempt = 0;
        connect();
      }
    });
  }

  return {
    /** Listens to one channel until the returned function is called. */
    subscribe(ch: string, handler: Handler): () => void {
      let set = handlers.get(ch);
      if (!set) {
        set = new Set();
        handlers.set(ch, set);
        if (!isUserChannel(ch) || sentToken) send({ op: 'sub', ch });
      }
      set.add(handler);
      listen();
      connect();
      return () => {
        const current = handlers.get(ch);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(ch);
          send({ op: 'unsub', ch });
        }
      };
    },
    status: (): RealtimeStatus => status,
    onStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /** Closes the connection for good (tests). */
    close() {
      paused = true;
      clearTimeout(reconnectTimer);
      clearTimeout(hiddenTimer);
      drop(false);
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
