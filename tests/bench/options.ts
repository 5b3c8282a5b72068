/**
 * How soon after `settle_at` delivery options are settled, through the real server.
 *
 *   npx tsx tests/bench/options.ts   (or npm run bench -- options)
 *
 * The whole app on PGlite on disk, as `npm start` runs it, with the simulated feed it ships with.
 * Demo options of the shortest period are opened a fifth of a second apart; each one's delay is
 * its `settled_at` − `settle_at`, both from the database. The goal (issue 16) is within 1 s.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { optionOrders, users } from '../../src/server/db/schema';
import { seed } from '../../src/server/db/seed';
import { createSessionService } from '../../src/server/modules/sessions/service';
import { COIN, fund } from '../helpers/funds';
import { ledgerMismatches } from '../helpers/ledgerInvariant';

const ORDERS = Number(process.env.BENCH_OPTIONS ?? 40);
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-bench-options-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    await database.migrate();
    await seed(database.db);
    const config = loadConfig(
      { DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' },
      'bench',
    );
    const app = await buildApp({ config, db: database.db, logger: false });
    await marketReady(app);
    // Let the simulated feed record its first ticks.
    await new Promise((r) => setTimeout(r, 3_000));

    const sessions = createSessionService({ db: database.db, clock: () => new Date(), ttlMs: 3_600_000 });
    const [user] = await database.db
      .insert(users)
      .values({ nickname: 'bench-options', inviteCode: `O${randomBytes(5).toString('hex')}` })
      .returning({ id: users.id });
    await fund(database.db, user!.id, '1000000', COIN.USDT, 'demo');
    const token = await sessions.create(user!.id, { ip: null, userAgent: 'bench' });

    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/microtrade/submit',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({
          symbol: SYMBOLS[i % SYMBOLS.length],
          direction: i % 3 === 0 ? 'up' : i % 3 === 1 ? 'down' : 'flat',
          seconds: 30,
          amount: '10',
          account: 'simulation',
          request_id: `bench-${randomBytes(8).toString('hex')}`,
        }),
      });
      const body = res.json() as { type: string; message: string; data: { id: number } };
      if (body.type !== 'ok') throw new Error(`submit refused: ${body.message}`);
      ids.push(body.data.id);
      await new Promise((r) => setTimeout(r, 200));
    }
    const load = loadavg()[0]!.toFixed(2);

    const deadline = Date.now() + 60_000;
    let rows: (typeof optionOrders.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await database.db.select().from(optionOrders).where(inArray(optionOrders.id, ids));
      if (rows.every((r) => r.status !== 'open')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const open = rows.filter((r) => r.status === 'open').length;
    const delays = rows
      .filter((r) => r.settledAt)
      .map((r) => r.settledAt!.getTime() - r.settleAt.getTime())
      .sort((a, b) => a - b);
    const ticks = rows.map((r) => r.settlementTicks?.length ?? 0).sort((a, b) => a - b);
    const mismatches = await ledgerMismatches(database.db);
    await app.close();
    if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
      throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);

    console.log(
      `\ndelivery options: settlement delay after settle_at (${ORDERS} demo options, load ${load})`,
    );
    console.log(
      `  median ${percentile(delays, 0.5)} ms, p95 ${percentile(delays, 0.95)} ms, max ${delays.at(-1)} ms; ` +
        `still open after 60 s: ${open}; ticks per settlement window: ${ticks[0]}–${ticks.at(-1)}`,
    );
    return { median: percentile(delays, 0.5), p95: percentile(delays, 0.95), max: delays.at(-1), open };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
