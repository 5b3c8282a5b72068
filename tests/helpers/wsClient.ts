import { WebSocket, type ClientOptions } from 'ws';

export type Frame = { ch?: string; data?: unknown; op?: string; message?: string };

/**
 * A real WebSocket client that records every frame, for tests: `next` takes (removes) the
 * first frame matching a predicate, waiting for it; `within` collects what arrives in a while (a test expecting none).
 */
export async function openWs(url: string, options: ClientOptions = {}) {
  const ws = new WebSocket(url, options);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    waiters.forEach((w) => w());
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  function take(match: (f: Frame) => boolean): Frame | undefined {
    const index = frames.findIndex(match);
    if (index < 0) return undefined;
    const [frame] = frames.splice(index, 1);
    return frame;
  }

  const client = {
    ws,
    frames,
    closed,
    send(frame: object) {
      ws.send(JSON.stringify(frame));
    },
    /** The first not yet taken frame that matches, waiting up to `timeoutMs` for it. */
    next(match: (f: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
      const found = take(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = () => {
          const hit = take(match);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    /** Resolves with the matching frames that arrived within `ms` (a test expects none). */
    async within(ms: number, match: (f: Frame) => boolean): Promise<Frame[]> {
      await new Promise((r) => setTimeout(r, ms));
      return frames.filter(match);
    },
    /** Sends `sub` and waits for the server's `subbed`. */
    async sub(ch: string) {
      client.send({ op: 'sub', ch });
      return client.next((f) => (f.op === 'subbed' && f.ch === ch) || f.op === 'error');
    },
    async close() {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
      await closed;
    },
  };
  return client;
}

export type WsClient = Awaited<ReturnType<typeof openWs>>;

export const onChannel = (ch: string) => (f: Frame) => f.ch === ch;
