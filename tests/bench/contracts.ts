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
 */
import { loadavg } from 'node:os';
import { and, eq, inArray, like } from 'drizzle-orm';
import { Big } from '../../src/core/money';
import { ledgerTransactions, contractPositions } from '../../src/server/db/schema';
import { percentile, randomRequestId, startBenchApp } from './support/benchApp';

const POSITIONS = Number(process.env.BENCH_CONTRACTS ?? 40);
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT'];
const BAND = new Big('0.0002');

export async function run() {
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
