/**
 * WebSocket fan-out benchmark: the realtime server on a local port, N clients subscribed to
 * `tickers` in child processes (so the server keeps a core to itself), one ~245-byte tick every
 * 100 ms for 10 s carrying its send time. Prints p50/p99/max lag and delivered/expected.
 *
 *   npx tsx tests/bench/ws.ts [clients…]      (default 1000 5000 10000; goal p99 ≤ 100 ms at 10,000)
 *
 * The clients are spread over one process per 5,000 (BENCH_WS_PROCESSES sets the number): one
 * process reading 10,000 sockets would be the limit it measures ("client CPU %" near 100 says so).
 * BENCH_WS_SERVERS=2 serves them from two server processes (two nodes), each told every tick by
 * this process over IPC, as nodes hear the market on Redis.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { TICKERS } from '../../src/core/market/channels';
import type { Ticker } from '../../src/core/market/types';
import { startTimedRealtimeServer } from './support/timedRealtimeServer';

export type FanoutFigures = {
  clients: number;
  frameBytes: number;
  ticks: number;
  expected: number;
  delivered: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  /** Time the server spent in one publish (building the frame and writing it to every socket). */
  publishP50Ms: number;
  publishMaxMs: number;
  /** CPU time (user + system) the server spent in one publish: what it costs on a free core. */
  publishCpuP50Ms: number;
  /** Share of a core each client process used while ticks went out, on average (100: they were the limit). */
  clientCpuPct: number;
  /** How many processes the clients ran in, and the server. */
  clientProcesses: number;
  serverProcesses: number;
  /** The machine's 1-minute load average when the run ended (2 cores: above 2 means queueing). */
  loadAverage: number;
};

export type FanoutOptions = {
  clients?: number[];
  durationMs?: number;
  intervalMs?: number;
  /** Client processes (default: one per 5,000 clients). */
  processes?: number;
  /**
   * Server processes (default 1: the server runs in this one). More are nodes of their own, each
   * serving a share of the clients and told every tick over IPC, as nodes hear it on Redis.
   */
  servers?: number;
};

type RunOptions = { durationMs: number; intervalMs: number; processes: number; servers: number };

const CLIENTS_PER_PROCESS = 5000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A one-pair `tickers` batch (a ~245-byte frame, a real Ticker), `ts` being the send time. */
function tickerAt(ts: number, i: number): Ticker[] {
  const last = (64000 + (i % 100) * 0.5).toFixed(1);
  return [
    {
      symbol: 'BTC/USDT',
      last,
      open24h: '63120',
      high24h: '64980',
      low24h: '62800',
      volume24h: '18234',
      turnover24h: '1163457890',
      change: '929.5',
      changePct: '1.47',
      ts,
      source: 'simulated',
    },
  ];
}

type ChildMessage =
  | { op: 'ready' }
  | { op: 'failed'; message: string }
  | { op: 'report'; lags: Float64Array; received: number; cpuMs: number; wallMs: number };

function nextMessage<T extends ChildMessage['op']>(child: ChildProcess, op: T) {
  return new Promise<Extract<ChildMessage, { op: T }>>((resolve, reject) => {
    const onMessage = (m: ChildMessage) => {
      if (m.op === 'failed') reject(new Error(m.message));
      if (m.op !== op) return;
      child.off('message', onMessage);
      resolve(m as Extract<ChildMessage, { op: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`client process exited (${code}) before ${op}`)));
  });
}

/** Where the clients connect, and how a tick reaches them: one server, or several processes. */
type Servers = {
  urls: string[];
  publish(ch: string, data: unknown): void;
  /** Each publish's time and CPU time, on whichever server ran it. */
  publishes(): Promise<{ publishMs: number[]; publishCpuMs: number[] }>;
  close(): Promise<void>;
};

/** The realtime server in this process, each publish timed here. */
async function serverHere(): Promise<Servers> {
  const server = await startTimedRealtimeServer();
  return {
    urls: [server.url],
    publish: server.publish,
    publishes: async () => server.publishes(),
    close: server.close,
  };
}

type ServerMessage =
  { op: 'listening'; url: string } | { op: 'report'; publishMs: number[]; publishCpuMs: number[] };

/** `count` server processes (nodes), each told every tick over IPC, as nodes hear it on Redis. */
async function serverProcesses(count: number): Promise<Servers> {
  const servers = Array.from({ length: count }, () =>
    fork(new URL('./support/wsServer.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    }),
  );
  const next = <T extends ServerMessage['op']>(child: ChildProcess, op: T) =>
    new Promise<Extract<ServerMessage, { op: T }>>((resolve) => {
      const onMessage = (m: ServerMessage) => {
        if (m.op !== op) return;
        child.off('message', onMessage);
        resolve(m as Extract<ServerMessage, { op: T }>);
      };
      child.on('message', onMessage);
    });
  const urls = (await Promise.all(servers.map((s) => next(s, 'listening')))).map((m) => m.url);
  return {
    urls,
    publish: (ch, data) => {
      for (const server of servers) server.send({ op: 'publish', ch, data });
    },
    async publishes() {
      const reports = await Promise.all(
        servers.map((server) => {
          const report = next(server, 'report');
          server.send({ op: 'report' });
          return report;
        }),
      );
      return {
        publishMs: reports.flatMap((r) => r.publishMs),
        publishCpuMs: reports.flatMap((r) => r.publishCpuMs),
      };
    },
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.once('exit', () => resolve());
              server.send({ op: 'close' });
            }),
        ),
      );
    },
  };
}

async function fanout(clients: number, options: RunOptions): Promise<FanoutFigures> {
  const servers = options.servers > 1 ? await serverProcesses(options.servers) : await serverHere();

  const children = Array.from({ length: options.processes }, () =>
    fork(new URL('./support/wsClients.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: 'inherit',
    }),
  );
  try {
    const share = (i: number) =>
      Math.floor(clients / options.processes) + (i < clients % options.processes ? 1 : 0);
    await Promise.all(
      children.map((child, i) => {
        const ready = nextMessage(child, 'ready');
        const url = servers.urls[i % servers.urls.length]!;
        child.send({ op: 'start', url, count: share(i), concurrency: 50 });
        return ready;
      }),
    );
    await sleep(500);

    const ticks = Math.round(options.durationMs / options.intervalMs);
    for (let i = 0; i < ticks; i++) {
      const due = now() + options.intervalMs;
      servers.publish(TICKERS, tickerAt(now(), i));
      await sleep(Math.max(0, due - now()));
    }
    await sleep(1000);
    const { publishMs, publishCpuMs } = await servers.publishes();

    const reports = await Promise.all(
      children.map((child) => {
        const report = nextMessage(child, 'report');
        child.send({ op: 'report' });
        return report;
      }),
    );
    const delivered = reports.reduce((sum, r) => sum + r.received, 0);
    const lags = new Float64Array(delivered);
    let offset = 0;
    for (const r of reports) {
      lags.set(r.lags, offset);
      offset += r.received;
    }
    lags.sort();
    publishMs.sort((a, b) => a - b);
    publishCpuMs.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      clients,
      frameBytes: Buffer.byteLength(JSON.stringify({ ch: TICKERS, data: tickerAt(now(), 1) })),
      ticks,
      expected: clients * ticks,
      delivered,
      lagP50Ms: round(percentile(lags, 50)),
      lagP99Ms: round(percentile(lags, 99)),
      lagMaxMs: round(lags[lags.length - 1] ?? NaN),
      publishP50Ms: round(percentile(publishMs, 50)),
      publishMaxMs: round(publishMs[publishMs.length - 1] ?? NaN),
      publishCpuP50Ms: round(percentile(publishCpuMs, 50)),
      clientCpuPct: Math.round(
        reports.reduce((sum, r) => sum + (100 * r.cpuMs) / r.wallMs, 0) / reports.length,
      ),
      clientProcesses: reports.length,
      serverProcesses: servers.urls.length,
      loadAverage: round(loadavg()[0] ?? NaN),
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await servers.close();
  }
}

/** Runs the fan-out for each client count, one after the other; prints and returns the figures. */
export async function run(options: FanoutOptions = {}): Promise<FanoutFigures[]> {
  const fixed = options.processes ?? (Number(process.env.BENCH_WS_PROCESSES) || undefined);
  const figures: FanoutFigures[] = [];
  for (const clients of options.clients ?? [1000, 5000, 10_000])
    figures.push(
      await fanout(clients, {
        durationMs: options.durationMs ?? 10_000,
        intervalMs: options.intervalMs ?? 100,
        processes: fixed ?? Math.ceil(clients / CLIENTS_PER_PROCESS),
        servers: options.servers ?? (Number(process.env.BENCH_WS_SERVERS) || 1),
      }),
    );
  printFigures(figures);
  return figures;
}

export function printFigures(figures: FanoutFigures[]): void {
  console.log(
    'WebSocket fan-out: one tickers frame every 100 ms to every client (goal p99 ≤ 100 ms at 10,000 clients)',
  );
  console.table(
    figures.map((f) => ({
      clients: f.clients,
      servers: f.serverProcesses,
      'frame bytes': f.frameBytes,
      'lag p50 ms': f.lagP50Ms,
      'lag p99 ms': f.lagP99Ms,
      'lag max ms': f.lagMaxMs,
      'delivered/expected': `${f.delivered}/${f.expected}`,
      'publish p50 ms': f.publishP50Ms,
      'publish max ms': f.publishMaxMs,
      'publish CPU ms': f.publishCpuP50Ms,
      'client processes': f.clientProcesses,
      'client CPU % (each)': f.clientCpuPct,
      load: f.loadAverage,
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  run(counts.length ? { clients: counts } : {}).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
