import { createClient, type RedisClientType } from '@redis/client';

export type RedisClient = RedisClientType;

/**
 * A connected Redis client. Commands fail at once while the connection is down (no offline
 * queue): market messages are only worth sending now, and a lease renewal must not arrive late.
 */
export async function connectRedis(url: string, onError: (err: unknown) => void): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Back off up to 5 s between reconnects, with jitter so nodes do not reconnect in step.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) + Math.random() * 250 },
  });
  client.on('error', onError);
  await client.connect();
  return client;
}
