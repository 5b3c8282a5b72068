import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { spotOrders } from '../../src/server/db/schema';
import { FEED_LEASE_MS } from '../../src/server/market/openBus';
import { createRedisBus } from '../../src/server/market/redisBus';
import { connectRedis, type RedisClient } from '../../src/server/market/redisClient';
import { createRedisLeader, type RedisLeader } from '../../src/server/market/redisLeader';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { orderOf, waitForOrder } from '../helpers/spot';
import { createTestDatabase } from '../helpers/testDb';
import { usernameUser } from '../helpers/withdrawals';

const TAKEOVER_MS = 10_000;

/** Two app nodes on one PostgreSQL and one Redis, as behind a load balancer. */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'engine takeover between two app nodes on PostgreSQL and Redis',
  () => {
    const run = randomUUID();
    const closers: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const close of closers.reverse()) await close().catch(() => undefined);
    });

    /** A node: its own database pool, its own Redis connections (one only for the lease). */
    async function startNode(url: string) {
      const onError = () => undefined;
      const database: Database = await openDatabase({ url });
      const redis: RedisClient = await connectRedis(process.env.TEST_REDIS_URL!, onError);
      const leaseRedis: RedisClient = await connectRedis(process.env.TEST_REDIS_URL!, onError);
      const bus = await createRedisBus(redis, { channel: `tradewind:test:${run}:market`, onError });
      const leader: RedisLeader = createRedisLeader(
        leaseRedis,
        `tradewind:test:${run}:leader`,
        FEED_LEASE_MS,
        {
          onError,
        },
      );
      await leader.ready();
      const h: Harness = await createHarness('postgres', {}, undefined, { bus, leader, database });
      closers.push(
        () => database.close(),
        () => (redis.isOpen ? redis.close() : Promise.resolve()),
        () => (leaseRedis.isOpen ? leaseRedis.close() : Promise.resolve()),
        () => leader.close(),
        () => h.close(),
      );
      return { h, leader, leaseRedis };
    }

    it('fills a limit order on the other node within 10 s of the leading node dying', async () => {
      const shared = await createTestDatabase('postgres');
      closers.push(() => shared.close());
      const a = await startNode(shared.url!);
      const b = await startNode(shared.url!);
      expect([a.leader.isLeader, b.leader.isLeader]).toEqual([true, false]);

      // A dies without giving the lease up: its connection to Redis is gone, nothing renews.
      a.leaseRedis.destroy();
      const diedAt = Date.now();

      const user = await usernameUser(b.h);
      await fund(b.h.db, user.id, '1000', COIN.USDT);
      const placed = await b.h.post(
        'coin/trade',
        { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.01', price: '50000' },
        { token: user.token },
      );
      expect(orderOf(placed)).toMatchObject({ status: 'waiting' });
      const id = orderOf(placed).id;

      // The price comes from whichever node runs the feed: B's, once B has taken over.
      const status = async () =>
        (await b.h.db.select({ s: spotOrders.status }).from(spotOrders).where(eq(spotOrders.id, id)))[0]?.s;
      await until(async () => {
        try {
          b.h.feed.push('BTCUSDT', '49000');
        } catch {
          // not started: B does not lead yet
        }
        return (await status()) === 'completed';
      }, TAKEOVER_MS + 2000);
      const tookMs = Date.now() - diedAt;

      expect(tookMs).toBeLessThan(TAKEOVER_MS);
      expect([a.leader.isLeader, b.leader.isLeader]).toEqual([false, true]);
      const filled = await waitForOrder(b.h, user.token, id, (o) => o.status === 'completed');
      expect(filled).toMatchObject({ fill_price: '50000', tick: { price: '49000' } });
      console.info(`engine takeover: order filled ${tookMs} ms after the leading node died`);
    }, 30_000);
  },
);
