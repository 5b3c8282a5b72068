import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from '../../src/server/realtime/frame';

/*
 * The hub writes frames it built itself straight to the TCP socket, so a real `ws` client must
 * read them as the same text, at every header size (7-bit, 16-bit and 64-bit lengths).
 */
describe('realtime text frames read by a real WebSocket client', () => {
  let server: WebSocketServer;
  let url: string;

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Opens a client, has the server write `payloads` as raw frames, returns what the client read. */
  async function roundTrip(payloads: string[]): Promise<string[]> {
    const written = new Promise<void>((resolve) =>
      server.once('connection', (_ws, request) => {
        for (const p of payloads) request.socket.write(textFrame(Buffer.from(p)));
        resolve();
      }),
    );
    const client = new WebSocket(url);
    const read: string[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('message', (data, isBinary) => {
        expect(isBinary).toBe(false);
        read.push(data.toString());
        if (read.length === payloads.length) resolve();
      });
      client.on('error', reject);
    });
    await written;
    client.close();
    return read;
  }

  it.each([0, 1, 125, 126, 1000, 65_535, 65_536, 200_000])(
    'a %i-byte payload arrives intact',
    async (size) => {
      const payload = 'x'.repeat(size);
      expect(await roundTrip([payload])).toEqual([payload]);
    },
  );

  it('frames written back to back keep their order and UTF-8 text', async () => {
    const payloads = ['{"ch":"tickers"}', '{"price":"64 000,5 ₮ 比特币"}', 'a'.repeat(300)];
    expect(await roundTrip(payloads)).toEqual(payloads);
  });
});
