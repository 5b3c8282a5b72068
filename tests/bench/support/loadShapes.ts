/*
 * Two ways to offer load, whatever answers it (the app over HTTP, the SQL floor over a pool):
 * a closed loop — N workers, each sending the next request as soon as its answer is back — gives
 * the most a server does per second; a fixed rate sends on a schedule whether or not answers keep
 * up, and times each request from when it was due, so a server that falls behind shows it in its
 * latency instead of quietly sending less (no coordinated omission).
 */

export type LoadFigures = {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

/** What one run measured, before figures are drawn from it: runs of the same case add up. */
export type LoadRun = { latencies: number[]; errors: number; elapsedMs: number };

/** One request; resolves true when it was answered as a success. */
export type Send = (i: number) => Promise<boolean>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The figures of one or more runs (rounds of one case, interleaved with others' rounds). */
export function figuresOf(runs: LoadRun[]): LoadFigures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsedMs = runs.reduce((sum, r) => sum + r.elapsedMs, 0);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    perSecond: Math.round((latencies.length * 1000) / elapsedMs),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
  };
}

/** `count` requests from `concurrency` workers, each sending again as soon as it has its answer. */
export async function closedLoop(send: Send, count: number, concurrency: number): Promise<LoadRun> {
  let next = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const ok = await send(i).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, elapsedMs: performance.now() - started };
}

/**
 * `count` requests at `perSecond`, each timed from when it was due. Whatever limits concurrency
 * (the HTTP agent's sockets, the pool's connections) queues what is due meanwhile.
 */
export async function fixedRate(send: Send, count: number, perSecond: number): Promise<LoadRun> {
  let errors = 0;
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / perSecond;
  const started = performance.now();
  let i = 0;
  while (i < count) {
    const now = performance.now();
    while (i < count && started + i * interval <= now) {
      const due = started + i * interval;
      pending.push(
        send(i)
          .catch(() => false)
          .then((ok) => {
            latencies.push(performance.now() - due);
            if (!ok) errors += 1;
          }),
      );
      i += 1;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, started + i * interval - performance.now())));
  }
  await Promise.all(pending);
  return { latencies, errors, elapsedMs: performance.now() - started };
}
