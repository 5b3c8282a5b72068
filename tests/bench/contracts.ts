/**
 * How soon after the tick that crosses a take-profit or stop-loss the contract engine closes the
 * position, through the real server.
 *
 *   npx tsx tests/bench/contracts.ts   (or npm run bench -- contracts)
 *
 * The whole app on PGlite on disk, as `npm start` runs it, with the simulated feed. Positions are
 * opened with TP and SL 0.02 % either side of the price, so the walk crosses one within seconds;
 * each one's delay is the close's ledger time − its `close_tick` time, both from the database.
 *
 * And how soon the user's socket hears it (issue 30): the private channel's `contract.changed`
 * frame, timed as it arrives, against the close's ledger time (its transaction's start). A
 * liquidation closes through the same write and the same frame.
 *
 * Then the engine under load (issue 36), on PGlite and PostgreSQL: 10,000 open positions on one
 * pair (BENCH_ENGINE_POSITIONS), long and short, 5× to 100× (isolated liquidation prices 1–20 %
 * away; a tenth of the users cross), take-profits and stop-losses 0.4–6 % either side (one in a
 * hundred 0.1–0.15 %, so that the walk closes some), and the engine's passes timed as recorded
 * ticks arrive: one tick per pass (how the engine runs live, every 250 ms), then 50 per pass (a
 * catch-up). Ticks per second kept up with = ticks / time. BENCH_ENGINE_ONLY=1 runs only this.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { Big } from '../../src/core/money';
import { CONTRACT_STATUS, contractSubmitRequest } from '../../src/core/schemas/contract';
import { ledgerTransactions, contractPositions } from '../../src/server/db/schema';
import { contractEngineJob } from '../../src/server/modules/contract/engine';
import { createContractService } from '../../src/server/modules/contract/service';
import { benchTargets, type BenchTarget } from './support/databases';
import { profiled } from './support/profile';
import {
  inParallel,
  percentileOf,
  randomWalk,
  resetWalk,
  startEngineBench,
  timedPass,
} from './support/engines';
import { percentile, randomRequestId, startBenchApp } from './support/benchApp';

const POSITIONS = Number(process.env.BENCH_CONTRACTS ?? 40);
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT'];
const BAND = new Big('0.0002');

export async function run() {
  // BENCH_ENGINE_ONLY=1 runs the engine under load only.
  const closes = process.env.BENCH_ENGINE_ONLY === '1' ? null : await closeDelays();
  const engine: EngineFigures[] = [];
  for (const target of await benchTargets('contract engine')) engine.push(await engineUnderLoad(target));
  printEngineFigures(engine);
  return { ...closes, engine };
}

const ENGINE_POSITIONS = Number(process.env.BENCH_ENGINE_POSITIONS ?? 10_000);
const ENGINE_SYMBOL = 'BTC/USDT';
const LIVE_PASSES = 200;
const CATCH_UP_PASSES = 20;
const CATCH_UP_TICKS = 50;

export type EngineFigures = {
  database: 'pglite' | 'postgres';
  positions: number;
  openSeconds: number;
  live: { passes: number; p50Ms: number; p99Ms: number; ticksPerSecond: number };
  catchUp: { ticks: number; p50Ms: number; p99Ms: number; ticksPerSecond: number };
  /** Positions the walk closed (take-profit, stop-loss, liquidation) while the passes were timed. */
  closed: number;
  load: number;
};

/** `ENGINE_POSITIONS` positions opened through the service, then the engine's passes timed. */
async function engineUnderLoad(target: BenchTarget): Promise<EngineFigures> {
  const bench = await startEngineBench(target);
  try {
    const start = 60_000;
    await bench.record(ENGINE_SYMBOL, [start.toFixed(2)]);
    const contract = createContractService({ db: bench.db, clock: () => new Date(), market: bench.market });
    const userIds = await bench.fundedUsers(Math.ceil(ENGINE_POSITIONS / 50), '1000000', 'contract');
    const leverages = [5, 10, 20, 50, 100];
    const tpAway = [0.004, 0.008, 0.015, 0.03, 0.06];
    const slAway = [0.005, 0.01, 0.02, 0.04];
    const opening = performance.now();
    await inParallel(ENGINE_POSITIONS, 10, async (i) => {
      const userIndex = i % userIds.length;
      const side = i % 2 === 0 ? 'long' : 'short';
      const up = (away: number) => (start * (1 + away)).toFixed(2);
      const down = (away: number) => (start * (1 - away)).toFixed(2);
      // One in a hundred with tight levels (0.1 % and 0.15 %): the walk closes some as the passes are timed.
      const tight = i % 100 === 0;
      const tp = tight ? 0.001 : tpAway[Math.floor(i / 2) % tpAway.length]!;
      const sl = tight ? 0.0015 : slAway[Math.floor(i / 10) % slAway.length]!;
      await contract.submit(
        userIds[userIndex]!,
        contractSubmitRequest.parse({
          symbol: ENGINE_SYMBOL,
          side,
          type: 'market',
          lots: 1 + (i % 3),
          leverage: leverages[i % leverages.length],
          margin_mode: userIndex < userIds.length / 10 ? 'cross' : 'isolated',
          tp_price: side === 'long' ? up(tp) : down(tp),
          sl_price: side === 'long' ? down(sl) : up(sl),
          request_id: `engine-${randomBytes(6).toString('hex')}`,
        }),
      );
    });
    const openSeconds = (performance.now() - opening) / 1000;
    const openCount = async () =>
      (await contract.openOn(ENGINE_SYMBOL)).filter((r) => r.status === CONTRACT_STATUS.holding).length;
    const positions = await openCount();

    const job = contractEngineJob({ db: bench.db, contract, everyMs: 250 });
    // A first pass sets the engine's cursor; then the price walks, 0.02 % a tick at most.
    resetWalk();
    let price = start;
    const walk = async (ticks: number) => {
      const prices = randomWalk(price, ticks, 0.02, 2);
      price = Number(prices.at(-1));
      await bench.record(ENGINE_SYMBOL, prices);
    };
    await walk(1);
    await timedPass(job);

    const live: number[] = [];
    const catchUp: number[] = [];
    const passes = async () => {
      for (let i = 0; i < LIVE_PASSES; i++) {
        await walk(1);
        live.push(await timedPass(job));
      }
      for (let i = 0; i < CATCH_UP_PASSES; i++) {
        await walk(CATCH_UP_TICKS);
        catchUp.push(await timedPass(job));
      }
    };
    // BENCH_PROFILE=<dir>: a CPU profile of the timed passes.
    const profile = process.env.BENCH_PROFILE;
    if (profile) await profiled(path.join(profile, `contract-engine-${bench.kind}.cpuprofile`), passes);
    else await passes();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      database: bench.kind,
      positions,
      openSeconds: Math.round(openSeconds),
      live: {
        passes: live.length,
        p50Ms: round(percentileOf(live, 50)),
        p99Ms: round(percentileOf(live, 99)),
        ticksPerSecond: Math.round((1000 * live.length) / sum(live)),
      },
      catchUp: {
        ticks: CATCH_UP_PASSES * CATCH_UP_TICKS,
        p50Ms: round(percentileOf(catchUp, 50)),
        p99Ms: round(percentileOf(catchUp, 99)),
        ticksPerSecond: Math.round((1000 * CATCH_UP_PASSES * CATCH_UP_TICKS) / sum(catchUp)),
      },
      closed: positions - (await openCount()),
      load: loadavg()[0]!,
    };
  } finally {
    await bench.stop();
  }
}

function printEngineFigures(figures: EngineFigures[]): void {
  console.log(
    `\nperpetual contracts engine with ${ENGINE_POSITIONS} open positions on ${ENGINE_SYMBOL} ` +
      `(one pass per tick live, ${CATCH_UP_TICKS} ticks per pass catching up; goal: keep up with the ` +
      "market's 4 recorded ticks a second)",
  );
  console.table(
    figures.map((f) => ({
      database: f.database,
      positions: f.positions,
      'opened in s': f.openSeconds,
      'live pass p50 ms': f.live.p50Ms,
      'live pass p99 ms': f.live.p99Ms,
      'live ticks/s': f.live.ticksPerSecond,
      'catch-up pass p50 ms': f.catchUp.p50Ms,
      'catch-up pass p99 ms': f.catchUp.p99Ms,
      'catch-up ticks/s': f.catchUp.ticksPerSecond,
      closed: f.closed,
      load: f.load.toFixed(1),
    })),
  );
}

/** The close delay after a crossing tick, and the frame's delay to the user's socket. */
async function closeDelays() {
  const bench = await startBenchApp('contracts', { amount: '100000000', account: 'contract' });
  // Arrival time of each position's closing frame, by position id.
  const socket = await bench.hearPrivate((e) =>
    e.type === 'contract.changed' && ['take_profit', 'stop_loss', 'liquidated'].includes(e.what)
      ? e.id
      : null,
  );
  const heard = socket.heard;
  try {
    const ids: number[] = [];
    for (let i = 0; i < POSITIONS; i++) {
      const symbol = SYMBOLS[i % SYMBOLS.length]!;
      const deal = await bench.call<{ mark_price: string; price_decimals: number }>('lever/deal', { symbol });
      const side = i % 2 ? 'long' : 'short';
      const mark = new Big(deal.mark_price);
      const above = mark.times(new Big(1).plus(BAND)).round(deal.price_decimals, Big.roundUp).toFixed();
      const below = mark.times(new Big(1).minus(BAND)).round(deal.price_decimals, Big.roundDown).toFixed();
      const position = await bench.call<{ id: number }>('lever/submit', {
        symbol,
        side,
        type: 'market',
        lots: 1,
        leverage: 10,
        margin_mode: 'isolated',
        tp_price: side === 'long' ? above : below,
        sl_price: side === 'long' ? below : above,
        request_id: randomRequestId(),
      });
      ids.push(position.id);
      await new Promise((r) => setTimeout(r, 100));
    }
    const load = loadavg()[0]!.toFixed(2);

    const deadline = Date.now() + 90_000;
    let rows: (typeof contractPositions.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await bench.db.select().from(contractPositions).where(inArray(contractPositions.id, ids));
      if (rows.every((r) => r.status === 3)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const closes = await bench.db
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

    console.log(
      `\nperpetual contracts: TP/SL close after the crossing tick (${POSITIONS} positions, load ${load})`,
    );
    console.log(
      `  median ${percentile(delays, 0.5)} ms, p95 ${percentile(delays, 0.95)} ms, max ${delays.at(-1)} ms; ` +
        `closed ${delays.length}, still open after 90 s: ${open}`,
    );
    await new Promise((r) => setTimeout(r, 1_000));
    const toSocket = rows
      .filter((r) => closedAt.has(`perp_position:${r.id}`) && heard.has(r.id))
      .map((r) => heard.get(r.id)! - closedAt.get(`perp_position:${r.id}`)!)
      .sort((a, b) => a - b);
    console.log(
      `  to the user's socket (private channel), after the close's write: median ${percentile(toSocket, 0.5)} ms, ` +
        `p95 ${percentile(toSocket, 0.95)} ms, max ${toSocket.at(-1)} ms; frames heard ${toSocket.length} of ${delays.length}`,
    );
    return {
      median: percentile(delays, 0.5),
      p95: percentile(delays, 0.95),
      max: delays.at(-1),
      open,
      toSocket,
    };
  } finally {
    await socket.close();
    await bench.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
