/**
 * Child process of the fan-out benchmark (`../ws.ts`): opens many WebSocket clients subscribed
 * to `tickers` and records, for every tick, receive time − the send time inside it. Runs apart
 * from the server so the server has a core of its own.
 *
 * The clients are the measuring instrument, and 5,000 of them share one process on a 2-core
 * machine, so each is a bare TCP socket that does the opening handshake and then reads the
 * server's small unmasked text frames itself: the `ws` client's per-message work (a stream,
 * events, UTF-8 checks) would otherwise add about 15 % of a core to the lag it measures.
 */
import { connect, type Socket } from 'node:net';

type Start = { url: string; count: number; concurrency: number };
type Lags = { lags: Float64Array; received: number; cpuMs: number; wallMs: number };

const now = () => performance.timeOrigin + performance.now();
let lags = new Float64Array(1 << 16);
let received = 0;
const sockets: Socket[] = [];
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

/** A client text frame (clients must mask; a zero mask key leaves the bytes as they are). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('bench client frames stay under 126 bytes');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

const SUBSCRIBE = clientFrame('{"op":"sub","ch":"tickers"}');

/**
 * Splits `buffer` into whole server frames, calling `onText` with each payload (latin1 is
 * enough to find `"ts":`); returns the unread tail of a frame split across TCP reads.
 */
function readFrames(buffer: Buffer, onText: (text: string) => void): Buffer {
  let at = 0;
  while (buffer.length - at >= 2) {
    let length = buffer[at + 1]! & 0x7f;
    let header = 2;
    if (length === 126) {
      if (buffer.length - at < 4) break;
      length = buffer.readUInt16BE(at + 2);
      header = 4;
    } else if (length === 127) {
      throw new Error('bench frames are never that large');
    }
    if (buffer.length - at < header + length) break;
    onText(buffer.toString('latin1', at + header, at + header + length));
    at += header + length;
  }
  return buffer.subarray(at);
}

function openOne(url: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let upgraded = false;
    socket.on('error', reject);
    socket.on('connect', () =>
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      const at = now();
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!pending.toString('latin1', 0, end).startsWith('HTTP/1.1 101')) {
          return reject(new Error(`upgrade refused: ${pending.toString('latin1', 0, end)}`));
        }
        upgraded = true;
        pending = pending.subarray(end + 4);
        socket.write(SUBSCRIBE);
      }
      pending = readFrames(pending, (text) => {
        const ts = text.indexOf('"ts":');
        if (ts < 0) return resolve(); // {"op":"subbed",…}
        record(at - parseFloat(text.slice(ts + 5, text.indexOf(',', ts))));
      });
    });
    sockets.push(socket);
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
    for (const socket of sockets) socket.destroy();
    // Exit only once the (large) report has gone through the IPC channel.
    process.send!({ op: 'report', ...report }, () => process.exit(0));
  }
});
