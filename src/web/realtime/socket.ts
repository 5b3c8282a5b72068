/**
 * The app's one realtime connection to `/api/ws` (protocol in core/market/channels.ts).
 * Opened on first subscription; every subscription is sent again after a reconnect.
 * First version: issue 5's realtime work hardens heartbeats, back-off and auth.
 */
type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: WebSocket | null = null;

function url(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

function send(frame: object): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function connect(): void {
  if (socket) return;
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    for (const ch of handlers.keys()) send({ op: 'sub', ch });
  };
  ws.onmessage = (event) => {
    const frame = JSON.parse(String(event.data)) as { ch?: string; data?: unknown };
    if (frame.ch) handlers.get(frame.ch)?.forEach((h) => h(frame.data));
  };
  ws.onclose = () => {
    socket = null;
    if (handlers.size > 0) setTimeout(connect, 1000);
  };
}

/** Listens to one channel until the returned function is called. */
export function subscribe(ch: string, handler: Handler): () => void {
  let set = handlers.get(ch);
  if (!set) {
    set = new Set();
    handlers.set(ch, set);
    send({ op: 'sub', ch });
  }
  set.add(handler);
  connect();
  return () => {
    const current = handlers.get(ch);
    current?.delete(handler);
    if (current && current.size === 0) {
      handlers.delete(ch);
      send({ op: 'unsub', ch });
    }
  };
}
