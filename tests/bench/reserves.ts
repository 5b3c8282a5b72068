/**
 * How long a proof-of-reserves snapshot takes as users grow, and how long one user's proof then
 * takes to serve: the snapshot job and `por/my_proof`, on PGlite in memory.
 *
 *   npx tsx tests/bench/reserves.ts   (or npm run bench -- reserves; BENCH_POR_USERS=50000)
 *
 * Users and balances are written straight into the tables (the ledger is not what is measured);
 * each user holds two coins on two accounts.
 */
import { loadavg } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';
import { SERVER_MODULES } from '../../src/server/modules';
import { loadPublicationKey } from '../../src/server/modules/reserves/publicationKey';
import { createReservesService } from '../../src/server/modules/reserves/service';

const SIZES = (process.env.BENCH_POR_USERS ?? '1000,10000').split(',').map(Number);

async function measure(users: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-bench-por-'));
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    await seed(database.db, SERVER_MODULES);
    const db = database.db;
    await db.execute(
      sql`insert into users (nickname, invite_code) select 'bench' || g, 'B' || g from generate_series(1, ${users}) g`,
    );
    await db.execute(sql`
      insert into balances (user_id, account, coin_id, available, frozen)
      select id, a.account, a.coin, (id % 997) + 0.123456, (id % 13)
      from users, (values ('spot', 3), ('contract', 3), ('spot', 1)) as a(account, coin)`);
    const reserves = createReservesService({
      db,
      clock: () => new Date(),
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      readers: {},
      key: () => loadPublicationKey(db, undefined),
    });
    const load = loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const taken = await reserves.takeSnapshot();
    const snapshotMs = performance.now() - started;
    const proofTimes: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const t = performance.now();
      await reserves.myProof(Math.ceil((i * users) / 50), taken!.id);
      proofTimes.push(performance.now() - t);
    }
    proofTimes.sort((a, b) => a - b);
    console.log(
      `  ${users} users: snapshot ${(snapshotMs / 1000).toFixed(2)} s; my_proof median ${proofTimes[25]!.toFixed(1)} ms, ` +
        `max ${proofTimes[49]!.toFixed(1)} ms (load average ${load})`,
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  console.log('Proof of reserves (PGlite in memory):');
  for (const users of SIZES) await measure(users);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
