import { describe, expect, it } from 'vitest';
import type { Tick } from '../../src/core/market/types';
import { createEngine } from '../../src/server/engine/engine';
import type { EngineJob } from '../../src/server/engine/types';
import { manualLeader, manualTimers } from '../helpers/engine';

const START = Date.UTC(2026, 0, 5, 12, 0, 0);

function setup(leading: boolean) {
  const timers = manualTimers(START);
  const leader = manualLeader(leading);
  const tickHandlers = new Set<(tick: Tick) => void>();
  const errors: string[] = [];
  const engine = createEngine({
    leader,
    timers,
    ticks: {
      onTick(handler) {
        tickHandlers.add(handler);
        return () => tickHandlers.delete(handler);
      },
    },
    onError: (err, job) => errors.push(`${job}: ${(err as Error).message}`),
  });
  const tick = (symbol: string, price: string) =>
    tickHandlers.forEach((h) => h({ symbol, price, ts: timers.now().getTime(), source: 'simulated' }));
  return { timers, leader, engine, tick, errors };
}

/** A promise the test resolves by hand, to hold a pass in the middle. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const minutesSinceStart = (d: Date) => (d.getTime() - START) / 60_000;

describe('createEngine', () => {
  it('runs a periodic job only while leading: at once on gaining the lead, then every period', async () => {
    const { timers, leader, engine } = setup(false);
    const passes: number[] = [];
    engine.add({
      name: 'every-minute',
      on: 'interval',
      everyMs: 60_000,
      run: async (ctx) => void passes.push(minutesSinceStart(ctx.now)),
    });
    engine.start();
    timers.advance(5 * 60_000);
    await engine.idle();
    expect(passes).toEqual([]); // a follower does no timed work

    leader.set(true);
    await engine.idle();
    expect(passes).toEqual([5]); // the catch-up pass, at once
    for (let i = 0; i < 3; i++) {
      timers.advance(60_000);
      await engine.idle();
    }
    expect(passes).toEqual([5, 6, 7, 8]);

    leader.set(false);
    await engine.idle();
    timers.advance(10 * 60_000);
    await engine.idle();
    expect(passes).toEqual([5, 6, 7, 8]);

    leader.set(true);
    await engine.idle();
    timers.advance(60_000);
    await engine.idle();
    expect(passes).toEqual([5, 6, 7, 8, 18, 19]);
    await engine.close();
  });

  it('losing the lead lets the pass under way finish and starts no other', async () => {
    const { timers, leader, engine } = setup(true);
    const held = gate();
    const seen: boolean[] = [];
    let passes = 0;
    engine.add({
      name: 'slow',
      on: 'interval',
      everyMs: 1000,
      async run(ctx) {
        passes += 1;
        if (passes === 1) await held.opened;
        seen.push(ctx.active);
      },
    });
    engine.start();
    await Promise.resolve();
    leader.set(false);
    timers.advance(10_000);
    const closed = engine.close().then(() => 'closed');
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('waiting'), 50))])).toBe(
      'waiting',
    );
    held.open();
    expect(await closed).toBe('closed');
    timers.advance(10_000);
    await engine.idle();
    expect(passes).toBe(1);
    expect(seen).toEqual([false]); // the pass was told, so it could stop claiming
  });

  it('reports a failing pass and keeps the schedule', async () => {
    const { timers, engine, errors } = setup(true);
    let passes = 0;
    engine.add({
      name: 'flaky',
      on: 'interval',
      everyMs: 1000,
      async run() {
        passes += 1;
        if (passes === 1) throw new Error('database went away');
      },
    });
    engine.start();
    await engine.idle();
    timers.advance(1000);
    await engine.idle();
    expect([passes, errors]).toEqual([2, ['flaky: database went away']]);
    await engine.close();
  });

  it('hands a tick job the ticks of the lead only, the newest per symbol while a pass runs', async () => {
    const { leader, engine, tick } = setup(false);
    const held = gate();
    const heldAgain = gate();
    const runs: string[] = [];
    const job: EngineJob = {
      name: 'ticks',
      on: 'tick',
      async run(t) {
        runs.push(`${t.symbol}@${t.price}`);
        if (t.price === '1') await held.opened;
        if (t.price === '5') await heldAgain.opened;
      },
    };
    engine.add(job);
    engine.start();
    tick('BTC/USDT', '0'); // a follower hears ticks and does nothing
    leader.set(true);
    await engine.idle();
    tick('BTC/USDT', '1');
    tick('BTC/USDT', '2');
    tick('ETH/USDT', '9'); // another symbol does not wait for BTC's pass
    tick('BTC/USDT', '3');
    await Promise.resolve();
    expect(runs).toEqual(['BTC/USDT@1', 'ETH/USDT@9']);
    held.open();
    await engine.idle();
    expect(runs).toEqual(['BTC/USDT@1', 'ETH/USDT@9', 'BTC/USDT@3']);
    leader.set(false);
    await engine.idle();
    tick('BTC/USDT', '4');
    await engine.idle();
    expect(runs).toHaveLength(3);

    // A tick queued behind a pass is dropped when the lead goes meanwhile.
    leader.set(true);
    await engine.idle();
    tick('BTC/USDT', '5');
    tick('BTC/USDT', '6');
    leader.set(false);
    heldAgain.open();
    await engine.idle();
    expect(runs.slice(3)).toEqual(['BTC/USDT@5']);
    await engine.close();
  });
});
