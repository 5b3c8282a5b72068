/**
 * How soon after the tick that crosses a take-profit or stop-loss the contract engine closes the
 * position, through the real server.
 *
 *   npx tsx tests/bench/contracts.ts   (or npm run bench -- contracts)
 *
 * The whole app on PGlite on disk, as `npm start` runs it, with the simulated feed. Positions are
 * opened with TP and SL 0.02 % either side of the price, so the walk crosses one within seconds;
 * each one's delay is the close's ledger time − its `close_tick` time, both from the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { Big } from '../../src/core/money';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { ledgerTransactions, perpPositions, users } from '../../src/server/db/schema';
import { seed } from '../../src/server/db/seed';
import { createSessionService } from '../../src/server/modules/sessions/service';
import { COIN, fund } from '../helpers/funds';
import { ledgerMismatches } from '../helpers/ledgerInvariant';

const POSITIONS = Number(process.env.BENCH_CONTRACTS ?? 40);
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT'];
const BAND = new Big('0.0002');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-bench-contracts-'));
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
    await new Promise((r) => setTimeout(r, 3_000));

    const sessions = createSessionService({ db: database.db, clock: () => new Date(), ttlMs: 3_600_000 });
    const [user] = await database.db
      .insert(users)
      .values({ nickname: 'bench-contracts', inviteCode: `C${randomBytes(5).toString('hex')}` })
      .returning({ id: users.id });
    await fund(database.db, user!.id, '100000000', COIN.USDT, 'contract');
    const token = await sessions.create(user!.id, { ip: null, userAgent: 'bench' });
    const call = async (url: string, body: unknown) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const envelope = res.json() as { type: string; message: string; data: never };
      if (envelope.type !== 'ok') throw new Error(`${url} refused: ${envelope.message}`);
      return envelope.data;
    };

    const ids: number[] = [];
    for (let i = 0; i < POSITIONS; i++) {
      const symbol = SYMBOLS[i % SYMBOLS.length]!;
      const { mark_price: mark, price_decimals: decimals } = await call('lever/deal', { symbol });
      const side = i % 2 ? 'long' : 'short';
      const above = new Big(mark).times(new Big(1).plus(BAND)).round(decimals, Big.roundUp).toFixed();
      const below = new Big(mark).times(new Big(1).minus(BAND)).round(decimals, Big.roundDown).toFixed();
      const position: { id: number } = await call('lever/submit', {
        symbol,
        side,
        type: 'market',
        lots: 1,
        leverage: 10,
        margin_mode: 'isolated',
        tp_price: side === 'long' ? above : below,
        sl_price: side === 'long' ? below : above,
        request_id: `bench-${randomBytes(8).toString('hex')}`,
      });
      ids.push(position.id);
      await new Promise((r) => setTimeout(r, 100));
    }
    const load = loadavg()[0]!.toFixed(2);

    const deadline = Date.now() + 90_000;
    let rows: (typeof perpPositions.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await database.db.select().from(perpPositions).where(inArray(perpPositions.id, ids));
      if (rows.every((r) => r.status === 3)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const closes = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.reason, 'perp_close'),
          like(ledgerTransactions.reference, 'perp_position:%'),
        ),
      );
    const closedAt = new Map(closes.map((c) => [c.reference, c.createdAt.getTime()]));
    const delays = rows
      .filter((r) => r.closeTick && closedAt.has(`perp_position:${r.id}`))
      .map((r) => closedAt.get(`perp_position:${r.id}`)! - r.closeTick!.time)
      .sort((a, b) => a - b);
    const open = rows.filter((r) => r.status !== 3).length;
    const mismatches = await ledgerMismatches(database.db);
    await app.close();
    if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
      throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);

    console.log(
      `\nperpetual contracts: TP/SL close after the crossing tick (${POSITIONS} positions, load ${load})`,
    );
    console.log(
      `  median ${percentile(delays, 0.5)} ms, p95 ${percentile(delays, 0.95)} ms, max ${delays.at(-1)} ms; ` +
        `closed ${delays.length}, still open after 90 s: ${open}`,
    );
    return { median: percentile(delays, 0.5), p95: percentile(delays, 0.95), max: delays.at(-1), open };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
