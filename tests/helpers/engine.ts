import type { Timers } from '../../src/server/lib/clock';
import type { Leader } from '../../src/server/market/leader';

/** Timers whose time moves only by `advance`, which fires every timer it passes, in order. */
export function manualTimers(start: number) {
  let now = start;
  let nextId = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers & { advance(ms: number): void } = {
    now: () => new Date(now),
    after(ms, fn) {
      const id = (nextId += 1);
      pending.set(id, { at: now + ms, fn });
      return () => pending.delete(id);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= target)
          .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = target;
    },
  };
  return timers;
}

/** A lease the test hands out and takes back: `set(false)` is the lease lost. */
export function manualLeader(initial: boolean) {
  let leading = initial;
  const listeners = new Set<(isLeader: boolean) => void>();
  const leader: Leader & { set(next: boolean): void } = {
    get isLeader() {
      return leading;
    },
    onChange(handler) {
      listeners.add(handler);
      return () => listeners.delete(handler);
    },
    async close() {
      leader.set(false);
    },
    set(next) {
      if (next === leading) return;
      leading = next;
      for (const listener of listeners) listener(next);
    },
  };
  return leader;
}

/** Polls `check` until it holds (real time: for work on other nodes and real leases). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
