/**
 * Child process of the fan-out benchmark (`../ws.ts`) when the clients are served by several
 * processes: one realtime server, as one node of several would run it, publishing on its own bus
 * what the parent sends it (as a node hears the market on Redis), and timing each publish.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createLocalBus } from '../../../src/server/market/bus';
import { registerRealtime } from '../../../src/server/realtime/plugin';

type Message = { op: 'publish'; ch: string; data: unknown } | { op: 'report' } | { op: 'close' };

const app = Fastify({ logger: false });
const bus = createLocalBus();
await registerRealtime(app, { bus, sessions: { resolve: async () => null }, log: app.log });
await app.listen({ host: '127.0.0.1', port: 0 });

const publishMs: number[] = [];
const publishCpuMs: number[] = [];
process.on('message', (message: Message) => {
  if (message.op === 'publish') {
    const cpu = process.cpuUsage();
    const started = performance.now();
    bus.publish(message.ch, message.data);
    publishMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    publishCpuMs.push((used.user + used.system) / 1000);
  } else if (message.op === 'report') {
    process.send!({ op: 'report', publishMs, publishCpuMs });
  } else {
    void app.close().then(() => process.exit(0));
  }
});
process.send!({
  op: 'listening',
  url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`,
});
