import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPrivateChannel } from '../../src/core/market/channels';
import type { BusMessage } from '../../src/server/market/bus';
import { marketChannel } from '../../src/server/market/redisBus';
import { connectRedis, type RedisClient } from '../../src/server/market/redisClient';
import { createHarness, type Harness } from '../helpers/harness';
import { createTestDatabase } from '../helpers/testDb';
import { readyUser, requestWithdrawal } from '../helpers/withdrawals';
import { opsCli } from '../helpers/opsCli';

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'npm run ops without a server, on PostgreSQL and Redis',
  () => {
    let h: Harness;
    let subscriber: RedisClient;
    let dataDir: string;
    let databaseUrl: string;
    const heard: BusMessage[] = [];
    // This run's own channel (REDIS_PREFIX): other tests' nodes on the same Redis are not heard.
    const redisPrefix = `tw-test-${randomUUID()}`;

    // Handed to the harness, which leaves it open (it is shared); closed (and dropped) here.
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      databaseUrl = database.url!;
      h = await createHarness('postgres', {}, undefined, { database });
      subscriber = await connectRedis(process.env.TEST_REDIS_URL!, () => {});
      await subscriber.subscribe(marketChannel(redisPrefix), (raw) =>
        heard.push(JSON.parse(raw) as BusMessage),
      );
      dataDir = await mkdtemp(path.join(tmpdir(), 'tw-ops-redis-'));
    }, 60_000);
    afterAll(async () => {
      await subscriber?.close();
      await h?.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("tells the user's sockets on every node of a rejection it writes, as the server would", async () => {
      const user = await readyUser(h);
      const made = await requestWithdrawal(h, user.token, {
        address_id: String(user.addressId),
        amount: '12.5',
      });
      expect(made.body.type, made.body.message).toBe('ok');
      const id = (made.body.data as { id: number }).id;

      const run = await opsCli(
        {
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          REDIS_PREFIX: redisPrefix,
          DATA_DIR: dataDir,
        },
        ['withdrawal:reject', String(id), '--reason', 'Address on a sanctions list'],
      );
      expect(run, run.err).toMatchObject({ code: 0 });

      const toUser = () => heard.filter((m) => m.ch === userPrivateChannel(user.id)).map((m) => m.data);
      // The command has exited: what it published is on its way, not waiting for a server.
      await expect
        .poll(() => toUser().map((event) => (event as { type: string }).type), { timeout: 5_000 })
        .toContain('message');
    }, 90_000);
  },
);
