import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createLocalBus } from '../../../src/server/market/bus';
import { registerRealtime } from '../../../src/server/realtime/plugin';

/**
 * The app's realtime server alone, listening on a free port, with each publish timed: wall time
 * and CPU time (what it costs on a free core). The fan-out bench runs one in its own process or
 * several in child processes (support/wsServer.ts).
 */
export async function startTimedRealtimeServer() {
  const app = Fastify({ logger: false });
  const bus = createLocalBus();
  await registerRealtime(app, { bus, sessions: { resolve: async () => null }, log: app.log });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const publishMs: number[] = [];
  const publishCpuMs: number[] = [];
  return {
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`,
    publish(ch: string, data: unknown): void {
      const cpu = process.cpuUsage();
      const started = performance.now();
      bus.publish(ch, data);
      publishMs.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      publishCpuMs.push((used.user + used.system) / 1000);
    },
    publishes: () => ({ publishMs, publishCpuMs }),
    close: () => app.close(),
  };
}
