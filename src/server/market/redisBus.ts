import type { BusHandler, BusMessage, MarketBus } from './bus';
import type { RedisClient } from './redisClient';

/** The one Redis channel every node's market and private messages travel on, under REDIS_PREFIX. */
export const marketChannel = (prefix: string) => `${prefix}:market`;

/**
 * The market bus across nodes: every message goes out as JSON `{ch, data}` on one Redis
 * channel, and every node — the publisher too — hands what it receives to its local handlers.
 * Going through Redis even for the publishing node keeps the order the same on every node.
 * A message published while Redis is unreachable is dropped (logged): market data is only
 * worth delivering now, and the next tick carries the current state again.
 */
export async function createRedisBus(
  redis: RedisClient,
  options: { channel?: string; onError: (err: unknown) => void },
): Promise<MarketBus> {
  const channel = options.channel ?? marketChannel('tradewind');
  const handlers = new Set<BusHandler>();
  // A connection in subscriber mode can run no other command, so it gets its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', options.onError);
  await subscriber.connect();
  await subscriber.subscribe(channel, (raw) => {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch (err) {
      options.onError(err);
      return;
    }
    for (const handler of handlers) handler(message);
  });

  return {
    publish(ch, data) {
      redis.publish(channel, JSON.stringify({ ch, data })).catch(options.onError);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscriber.close();
    },
  };
}
