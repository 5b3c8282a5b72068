/**
 * Child process of the fan-out benchmark (`../ws.ts`) when the clients are served by several
 * processes: one realtime server, as one node of several would run it, publishing on its own bus
 * what the parent sends it (as a node hears the market on Redis), and timing each publish.
 */
import { startTimedRealtimeServer } from './timedRealtimeServer';

type Message = { op: 'publish'; ch: string; data: unknown } | { op: 'report' } | { op: 'close' };

const server = await startTimedRealtimeServer();
process.on('message', (message: Message) => {
  if (message.op === 'publish') server.publish(message.ch, message.data);
  else if (message.op === 'report') process.send!({ op: 'report', ...server.publishes() });
  else void server.close().then(() => process.exit(0));
});
process.send!({ op: 'listening', url: server.url });
