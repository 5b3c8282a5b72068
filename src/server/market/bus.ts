/**
 * The market's message bus. The node that runs the feed publishes ticks, candles, trades and
 * order updates; every node (itself included) receives them and serves its own WebSocket
 * clients. In-process by default; Redis pub/sub when REDIS_URL is set (`redisBus.ts`).
 */
export type BusMessage = { ch: string; data: unknown };
export type BusHandler = (message: BusMessage) => void;

export interface MarketBus {
  publish(ch: string, data: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): MarketBus {
  const handlers = new Set<BusHandler>();
  return {
    publish(ch, data) {
      for (const handler of handlers) handler({ ch, data });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
