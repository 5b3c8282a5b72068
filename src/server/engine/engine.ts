import type { Tick } from '../../core/market/types';
import type { Timers } from '../lib/clock';
import type { Leader } from '../market/leader';
import type { EngineJob, JobContext, PeriodicJob, TickJob } from './types';

type Deps = {
  leader: Leader;
  /** Where tick jobs hear ticks (the spot market); every node hears them, only the leader acts. */
  ticks: { onTick(handler: (tick: Tick) => void): () => void };
  timers: Timers;
  onError: (err: unknown, job: string) => void;
};

export type Engine = {
  add(job: EngineJob): void;
  /** Follows the lead from now on: jobs run while this node holds it. */
  start(): void;
  /** Resolves once no pass is running or queued (tests wait for it after moving the clock). */
  idle(): Promise<void>;
  /** Stops the jobs, waiting for the passes under way; the lease is the caller's to give up after. */
  close(): Promise<void>;
};

/**
 * The runner for timed work. Gaining the lead starts every job (periodic jobs with a pass at
 * once, which catches up whatever came due while no node ran them); losing it, or closing,
 * stops them and waits for the passes under way. Changes apply one at a time, in order.
 */
export function createEngine({ leader, ticks, timers, onError }: Deps): Engine {
  const jobs: EngineJob[] = [];
  const running = new Set<Promise<void>>();
  const stops: (() => void)[] = [];
  let active = false;
  let closed = false;
  let changes: Promise<void> = Promise.resolve();
  let unfollow: (() => void) | null = null;

  const context = (): JobContext => ({
    now: timers.now(),
    get active() {
      return active;
    },
  });

  /** Runs one pass and keeps track of it until it ends; a failing pass is reported, not fatal. */
  function track(job: EngineJob, pass: () => Promise<void>): Promise<void> {
    const run = pass()
      .catch((err: unknown) => onError(err, job.name))
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  function startPeriodic(job: PeriodicJob) {
    let cancel = () => {};
    const pass = () => {
      void track(job, () => job.run(context())).then(() => {
        // Checked after the pass: losing the lead waits for this, so no timer outlives a lead.
        if (active) cancel = timers.after(job.everyMs, pass);
      });
    };
    stops.push(() => cancel());
    pass();
  }

  function startTicks(job: TickJob) {
    const symbols = new Map<string, { next: Tick | null; running: boolean }>();
    async function drain(state: { next: Tick | null }) {
      while (state.next && active) {
        const tick = state.next;
        state.next = null;
        await job.run(tick, context()).catch((err: unknown) => onError(err, job.name));
      }
    }
    // Subscribed only while leading: the subscription is the gate.
    const unsubscribe = ticks.onTick((tick) => {
      const state = symbols.get(tick.symbol) ?? { next: null, running: false };
      symbols.set(tick.symbol, state);
      state.next = tick;
      if (state.running) return;
      state.running = true;
      void track(job, () => drain(state)).finally(() => {
        state.running = false;
      });
    });
    stops.push(unsubscribe);
  }

  async function passesDone() {
    while (running.size > 0) await Promise.all([...running]);
  }

  async function apply(lead: boolean) {
    if (lead && !active && !closed) {
      active = true;
      for (const job of jobs) {
        if (job.on === 'tick') startTicks(job);
        else startPeriodic(job);
      }
    } else if (!lead && active) {
      active = false;
      for (const stop of stops.splice(0)) stop();
      await passesDone();
    }
  }

  function follow() {
    changes = changes.then(() => apply(leader.isLeader && !closed));
  }

  return {
    add(job) {
      if (unfollow) throw new Error(`engine job ${job.name} added after the engine started`);
      jobs.push(job);
    },
    start() {
      if (unfollow || closed) return;
      unfollow = leader.onChange(follow);
      follow();
    },
    async idle() {
      await changes;
      await passesDone();
    },
    async close() {
      closed = true;
      unfollow?.();
      follow();
      await changes;
    },
  };
}
