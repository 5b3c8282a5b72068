/**
 * Child process of the fan-out benchmark (`../ws.ts`): opens many WebSocket clients subscribed
 * to `tickers` and records, for every tick, receive time − the send time inside it. Runs
 * apart from the server so the server has a core of its own.
 */
import { WebSocket } from 'ws';

type Start = { url: string; count: number; concurrency: number };
type Lags = { lags: Float64Array; received: number; cpuMs: number; wallMs: number };

const now = () => performance.timeOrigin + performance.now();
let lags = new Float64Array(1 << 16);
let received = 0;
const sockets: WebSocket[] = [];
let cpuAtReady = process.cpuUsage();
let wallAtReady = 0;

function record(lag: number) {
  if (received === lags.length) {
    const bigger = new Float64Array(lags.length * 2);
    bigger.set(lags);
    lags = bigger;
  }
  lags[received++] = lag;
}

function openOne(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The clients are the measuring instrument: they skip UTF-8 checks and read only `ts`, so
    // that their own work (5,000 of them share one process) adds as little as possible to the lag.
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    ws.on('error', reject);
    ws.on('open', () => ws.send('{"op":"sub","ch":"tickers"}'));
    ws.on('message', (raw: Buffer) => {
      const at = now();
      const text = raw.toString('latin1');
      const ts = text.indexOf('"ts":');
      if (ts < 0) return resolve(); // {"op":"subbed",…}
      record(at - parseFloat(text.slice(ts + 5, text.indexOf(',', ts))));
    });
    sockets.push(ws);
  });
}

async function start({ url, count, concurrency }: Start) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      await openOne(url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

process.on('message', (message: { op: 'start' } & Start) => {
  if (message.op === 'start') {
    start(message).then(
      () => {
        cpuAtReady = process.cpuUsage();
        wallAtReady = now();
        process.send!({ op: 'ready' });
      },
      (err: unknown) => process.send!({ op: 'failed', message: String(err) }),
    );
  } else if ((message as { op: string }).op === 'report') {
    const cpu = process.cpuUsage(cpuAtReady);
    const report: Lags = {
      lags: lags.subarray(0, received),
      received,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: now() - wallAtReady,
    };
    for (const ws of sockets) ws.terminate();
    // Exit only once the (large) report has gone through the IPC channel.
    process.send!({ op: 'report', ...report }, () => process.exit(0));
  }
});
