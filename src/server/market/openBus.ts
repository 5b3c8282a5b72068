import type { FastifyBaseLogger } from 'fastify';
import { createLocalBus, type MarketBus } from './bus';
import { soleLeader, type Leader } from './leader';
import { createRedisBus, marketChannel } from './redisBus';
import { connectRedis } from './redisClient';
import { createRedisLeader } from './redisLeader';

/** The lease's key in Redis, under the deployment's REDIS_PREFIX. */
export const feedLeaderKey = (prefix: string) => `${prefix}:feed-leader`;
/**
 * The lease's length: a node that dies without giving it up is replaced within this plus one
 * renewal period (ttl/3), 6.7 s. The new leader then loads the market's state and starts the
 * feed and the engine, all within the 10 s takeover we promise (measured in crashSafety.test.ts).
 */
export const FEED_LEASE_MS = 5_000;

export type MarketLink = {
  bus: MarketBus;
  leader: Leader;
  /** Gives up the lead first (another node takes over at once), then disconnects. */
  close(): Promise<void>;
};

/**
 * The bus and the feed's leader for this node: in-process and always leading without
 * REDIS_URL; over Redis pub/sub with a shared lease when it is set.
 */
export async function openMarketLink(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  redisPrefix = 'tradewind',
): Promise<MarketLink> {
  if (!redisUrl) {
    const bus = createLocalBus();
    const leader = soleLeader();
    return { bus, leader, close: () => bus.close() };
  }
  const onError = (err: unknown) => log.warn({ err }, 'redis');
  const redis = await connectRedis(redisUrl, onError);
  const bus = await createRedisBus(redis, { channel: marketChannel(redisPrefix), onError });
  const leader = createRedisLeader(redis, feedLeaderKey(redisPrefix), FEED_LEASE_MS, { onError });
  await leader.ready();
  return {
    bus,
    leader,
    async close() {
      await leader.close();
      await bus.close();
      await redis.close();
    },
  };
}
