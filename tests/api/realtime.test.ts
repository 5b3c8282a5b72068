import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { klineChannel, TICKERS, tradesChannel, userOrdersChannel } from '../../src/core/market/channels';
import type { Ticker } from '../../src/core/market/types';
import { createLocalBus, type MarketBus } from '../../src/server/market/bus';
import { createRedisBus } from '../../src/server/market/redisBus';
import { connectRedis, type RedisClient } from '../../src/server/market/redisClient';
import { createRedisLeader } from '../../src/server/market/redisLeader';
import { createSessionService } from '../../src/server/modules/sessions/service';
import { registerRealtime, type RealtimeOptions } from '../../src/server/realtime/plugin';
import {
  createRealtimeClient,
  type RealtimeStatus,
  type SocketLike,
} from '../../src/web/app/realtime/client';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { dbKinds } from '../helpers/testDb';
import { onChannel, openWs, type Frame } from '../helpers/wsClient';

const BTC_1M = klineChannel('BTC/USDT', '1m');
const LISTED = new Set(['BTC/USDT', 'ETH/USDT', 'AAPL']);

type Node = { app: FastifyInstance; bus: MarketBus; url: string; port: number };

/** One server node: a bare Fastify with the realtime plugin on a real port. */
async function startNode(
  options: Omit<RealtimeOptions, 'log' | 'bus'> & { bus?: MarketBus },
  port = 0,
): Promise<Node> {
  const app = Fastify({ logger: false });
  const bus = options.bus ?? createLocalBus();
  await registerRealtime(app, { ...options, bus, log: app.log });
  await app.listen({ host: '127.0.0.1', port });
  const actual = (app.server.address() as AddressInfo).port;
  return { app, bus, port: actual, url: `ws://127.0.0.1:${actual}/api/ws` };
}

const tick = (last: string) => [{ symbol: 'BTC/USDT', last }];

describe.each(dbKinds())('realtime socket /api/ws on %s', (kind) => {
  let h: Harness;
  let node: Node;
  let sessions: ReturnType<typeof createSessionService>;
  const latestTickers = tick('64000.5');

  beforeAll(async () => {
    h = await createHarness(kind);
    sessions = createSessionService({ db: h.db, clock: h.clock.now, ttlMs: h.config.sessionTtlMs });
    node = await startNode({
      sessions,
      snapshot: (ch) => (ch === TICKERS ? latestTickers : undefined),
      isSymbol: (symbol) => LISTED.has(symbol),
      maxSubscriptions: 4,
    });
  });
  afterAll(async () => {
    await node.app.close();
    await h.close();
  });

  it('delivers a channel to its subscribers only, and stops after unsub', async () => {
    const a = await openWs(node.url);
    const b = await openWs(node.url);
    expect(await a.sub(TICKERS)).toEqual({ op: 'subbed', ch: TICKERS });
    expect(await b.sub(BTC_1M)).toEqual({ op: 'subbed', ch: BTC_1M });
    await a.next(onChannel(TICKERS)); // the snapshot

    const candle = { t: 1, o: '1', h: '2', l: '1', c: '2', v: '3' };
    node.bus.publish(TICKERS, tick('64001'));
    node.bus.publish(BTC_1M, candle);
    expect(await a.next(onChannel(TICKERS))).toEqual({ ch: TICKERS, data: tick('64001') });
    // b's socket keeps order: had the tickers reached it, they would be ahead of the candle.
    expect(await b.next()).toEqual({ ch: BTC_1M, data: candle });

    a.send({ op: 'unsub', ch: TICKERS });
    await a.sub(BTC_1M); // frames are handled in order: the unsub is done once this is subbed
    node.bus.publish(TICKERS, tick('64002'));
    node.bus.publish(BTC_1M, candle);
    expect(await a.next()).toEqual({ ch: BTC_1M, data: candle });
    await Promise.all([a.close(), b.close()]);
  });

  it('sends the current state of a channel right after subbed', async () => {
    const c = await openWs(node.url);
    c.send({ op: 'sub', ch: TICKERS });
    expect(await c.next()).toEqual({ op: 'subbed', ch: TICKERS });
    expect(await c.next()).toEqual({ ch: TICKERS, data: latestTickers });
    // No snapshot for trades yet: the next frame is the answer to the ping.
    await c.sub(tradesChannel('ETH/USDT'));
    c.send({ op: 'ping' });
    expect(await c.next()).toEqual({ op: 'pong' });
    await c.close();
  });

  it('answers protocol mistakes with an error frame and keeps the socket', async () => {
    const c = await openWs(node.url);
    const error = (message: string) => ({ op: 'error', message });
    expect(await c.sub('candles:BTC/USDT')).toEqual(error('unknown channel: candles:BTC/USDT'));
    expect(await c.sub('kline:BTC/USDT:2m')).toEqual(error('unknown channel: kline:BTC/USDT:2m'));
    expect(await c.sub('trades:DOGE/USDT')).toEqual(error('unknown channel: trades:DOGE/USDT'));
    c.ws.send('not json');
    expect(await c.next()).toEqual(error('bad frame'));
    c.send({ op: 'subscribe', ch: TICKERS });
    expect(await c.next()).toEqual(error('bad frame'));
    for (const ch of [TICKERS, 'stocks', BTC_1M, tradesChannel('AAPL')]) await c.sub(ch);
    expect(await c.sub(tradesChannel('BTC/USDT'))).toEqual(error('too many subscriptions'));
    c.send({ op: 'ping' });
    expect(await c.next((f) => f.op === 'pong')).toEqual({ op: 'pong' });
    await c.close();
  });

  it('closes a socket that sends an oversized frame or floods frames', async () => {
    const big = await openWs(node.url);
    big.send({ op: 'auth', token: 'x'.repeat(5000) });
    expect((await big.closed).code).toBe(1009);

    const flood = await openWs(node.url);
    for (let i = 0; i < 201; i++) flood.send({ op: 'ping' });
    expect((await flood.closed).code).toBe(1008);
  });

  it("delivers a user's order updates to that user's sockets only", async () => {
    const alice = await h.registerEmail('rt-alice@example.com');
    const bob = await h.registerEmail('rt-bob@example.com');
    const phone = await openWs(node.url);
    const laptop = await openWs(node.url);
    const bobs = await openWs(node.url);
    const anonymous = await openWs(node.url);

    expect(await anonymous.sub('orders')).toEqual({ op: 'error', message: 'orders needs auth' });
    anonymous.send({ op: 'auth', token: 'not-a-session' });
    expect(await anonymous.next()).toEqual({ op: 'error', message: 'auth failed' });
    expect(await anonymous.sub('orders')).toEqual({ op: 'error', message: 'orders needs auth' });

    for (const [socket, token] of [
      [phone, alice.token],
      [laptop, alice.token],
      [bobs, bob.token],
    ] as const) {
      // auth and sub back to back: the server finishes the auth before it reads the sub.
      socket.send({ op: 'auth', token });
      socket.send({ op: 'sub', ch: 'orders' });
      expect(await socket.next()).toEqual({ op: 'authed' });
      expect(await socket.next()).toEqual({ op: 'subbed', ch: 'orders' });
    }

    const alicesOrder = { id: 1, status: 'filled' };
    const bobsOrder = { id: 2, status: 'open' };
    node.bus.publish(userOrdersChannel(alice.user.id), alicesOrder);
    node.bus.publish(userOrdersChannel(bob.user.id), bobsOrder);
    expect(await phone.next()).toEqual({ ch: 'orders', data: alicesOrder });
    expect(await laptop.next()).toEqual({ ch: 'orders', data: alicesOrder });
    expect(await bobs.next()).toEqual({ ch: 'orders', data: bobsOrder });
    expect(await anonymous.within(100, onChannel('orders'))).toEqual([]);

    // A bad token later signs the socket out: its orders subscription ends with it.
    laptop.send({ op: 'auth', token: 'expired' });
    expect(await laptop.next()).toEqual({ op: 'error', message: 'auth failed' });
    node.bus.publish(userOrdersChannel(alice.user.id), alicesOrder);
    expect(await phone.next()).toEqual({ ch: 'orders', data: alicesOrder });
    expect(await laptop.within(100, onChannel('orders'))).toEqual([]);

    await Promise.all([phone, laptop, bobs, anonymous].map((c) => c.close()));
  });

  it('signs a socket out once its session has ended (logout elsewhere)', async () => {
    const fast = await startNode({ sessions, pingMs: 100, sessionRecheckMs: 0 });
    try {
      const carol = await h.registerEmail('rt-carol@example.com');
      const c = await openWs(fast.url);
      c.send({ op: 'auth', token: carol.token });
      c.send({ op: 'sub', ch: 'orders' });
      expect(await c.next()).toEqual({ op: 'authed' });
      expect(await c.next()).toEqual({ op: 'subbed', ch: 'orders' });
      fast.bus.publish(userOrdersChannel(carol.user.id), { id: 7 });
      expect(await c.next()).toEqual({ ch: 'orders', data: { id: 7 } });

      expect((await h.post('user/logout', {}, { token: carol.token })).body.type).toBe('ok');
      expect(await c.next((f) => f.op === 'error', 2000)).toEqual({ op: 'error', message: 'session ended' });
      fast.bus.publish(userOrdersChannel(carol.user.id), { id: 8 });
      expect(await c.within(150, onChannel('orders'))).toEqual([]);
      await c.close();
    } finally {
      await fast.app.close();
    }
  });

  it('terminates a client that stops answering pings and keeps one that answers', async () => {
    const fast = await startNode({ sessions, pingMs: 100 });
    try {
      const dead = await openWs(fast.url, { autoPong: false });
      const alive = await openWs(fast.url);
      expect((await dead.closed).code).toBe(1006); // cut off, no closing handshake
      await new Promise((r) => setTimeout(r, 300));
      expect(alive.ws.readyState).toBe(WebSocket.OPEN);
      alive.send({ op: 'ping' });
      expect(await alive.next()).toEqual({ op: 'pong' });
      await alive.close();
    } finally {
      await fast.app.close();
    }
  });

  it('tells clients it is going away when the app closes', async () => {
    const temporary = await startNode({ sessions });
    const c = await openWs(temporary.url);
    await c.sub(TICKERS);
    await temporary.app.close();
    expect((await c.closed).code).toBe(1001);
  });

  it('the web client reconnects, signs in again and resubscribes after the server restarts', async () => {
    const dave = await h.registerEmail('rt-dave@example.com');
    let first: Node | null = await startNode({ sessions });
    const port = first.port;
    const statuses: RealtimeStatus[] = [];
    const client = createRealtimeClient({
      url: () => `ws://127.0.0.1:${port}/api/ws`,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      getToken: () => dave.token,
      onSessionChange: () => undefined,
      isHidden: () => false,
      onVisibilityChange: () => undefined,
      onOnline: () => undefined,
      random: () => 0,
    });
    client.onStatus(() => statuses.push(client.status()));
    const tickers: unknown[] = [];
    const orders: unknown[] = [];
    client.subscribe(TICKERS, (data) => tickers.push(data));
    client.subscribe('orders', (data) => orders.push(data));
    let second: Node | null = null;
    try {
      await until(() => client.status() === 'open');
      await new Promise((r) => setTimeout(r, 50)); // the orders sub follows the auth
      first.bus.publish(TICKERS, tick('1'));
      first.bus.publish(userOrdersChannel(dave.user.id), { id: 1 });
      await until(() => tickers.length === 1 && orders.length === 1);

      await first.app.close();
      first = null;
      await until(() => client.status() === 'reconnecting');
      second = await startNode({ sessions }, port);
      await until(() => client.status() === 'open');
      await new Promise((r) => setTimeout(r, 50));
      second.bus.publish(TICKERS, tick('2'));
      second.bus.publish(userOrdersChannel(dave.user.id), { id: 2 });
      await until(() => tickers.length === 2 && orders.length === 2);
      expect(tickers).toEqual([tick('1'), tick('2')]);
      expect(orders).toEqual([{ id: 1 }, { id: 2 }]);
      expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    } finally {
      client.close();
      await first?.app.close();
      await second?.app.close();
    }
  });
});

describe('realtime in the whole app', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => h.close());

  it('serves /api/ws with the market: live tickers, the open candle on subscribe, listed symbols only', async () => {
    h.feed.push('BTCUSDT', '61234.5');
    const c = await openWs(url);
    expect(await c.sub(TICKERS)).toEqual({ op: 'subbed', ch: TICKERS });
    const btc = (f: Frame) =>
      f.ch === TICKERS && (f.data as Ticker[]).some((t) => t.symbol === 'BTC/USDT' && t.last === '61234.5');
    expect(await c.next(btc, 5000)).toBeTruthy(); // the snapshot, or the next round a second later

    expect(await c.sub(BTC_1M)).toEqual({ op: 'subbed', ch: BTC_1M });
    expect(await c.next(onChannel(BTC_1M), 5000)).toMatchObject({ data: { c: '61234.5' } });
    expect(await c.sub(tradesChannel('FOO/USDT'))).toEqual({
      op: 'error',
      message: 'unknown channel: trades:FOO/USDT',
    });

    await c.close();
  });

  it("pushes a user's own spot order to that user's socket as it fills", async () => {
    const buyer = await h.registerEmail('rt-buyer@example.com');
    const other = await h.registerEmail('rt-other@example.com');
    await fund(h.db, buyer.user.id, '100000', COIN.USDT);
    const mine = await openWs(url);
    const theirs = await openWs(url);
    for (const [socket, token] of [
      [mine, buyer.token],
      [theirs, other.token],
    ] as const) {
      socket.send({ op: 'auth', token });
      socket.send({ op: 'sub', ch: 'orders' });
      expect(await socket.next()).toEqual({ op: 'authed' });
      expect(await socket.next()).toEqual({ op: 'subbed', ch: 'orders' });
    }

    h.feed.push('BTCUSDT', '60000');
    const placed = await h.post(
      'coin/trade',
      { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.5' },
      { token: buyer.token },
    );
    expect(placed.body.type).toBe('ok');
    const pushed = await mine.next(onChannel('orders'), 5000);
    expect(pushed.data).toMatchObject({
      id: (placed.body.data as { id: number }).id,
      symbol: 'BTC/USDT',
      status: 'completed',
      fill_price: '60000',
    });
    expect(await theirs.within(200, onChannel('orders'))).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });
});

/** Two nodes on one Redis, as behind a load balancer (needs TEST_REDIS_URL). */
describe.runIf(process.env.TEST_REDIS_URL)('realtime across nodes over Redis', () => {
  const url = process.env.TEST_REDIS_URL!;
  const run = randomUUID().slice(0, 8);
  const clients: RedisClient[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const fail = (err: unknown) => {
    throw err;
  };
  const connect = async () => {
    const client = await connectRedis(url, () => undefined);
    clients.push(client);
    return client;
  };
  const sessions = {
    resolve: async (token: string) => (token === 'erin' ? { userId: 42, sessionId: 1 } : null),
  };
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    for (const client of clients) if (client.isOpen) await client.close();
  });

  it('a message published on node A reaches a socket on node B', async () => {
    const channel = `tradewind:test:${run}`;
    const nodes: Node[] = [];
    for (let i = 0; i < 2; i++) {
      const bus = await createRedisBus(await connect(), { channel, onError: fail });
      const node = await startNode({ sessions, bus });
      closers.push(
        () => node.app.close(),
        () => bus.close(),
      );
      nodes.push(node);
    }
    const [a, b] = nodes as [Node, Node];
    const onB = await openWs(b.url);
    const onA = await openWs(a.url);
    await onB.sub(TICKERS);
    await onA.sub(TICKERS);
    onB.send({ op: 'auth', token: 'erin' });
    onB.send({ op: 'sub', ch: 'orders' });
    expect(await onB.next()).toEqual({ op: 'authed' });
    expect(await onB.next()).toEqual({ op: 'subbed', ch: 'orders' });

    a.bus.publish(TICKERS, tick('70000'));
    a.bus.publish(userOrdersChannel(42), { id: 9 });
    expect(await onB.next()).toEqual({ ch: TICKERS, data: tick('70000') });
    expect(await onB.next()).toEqual({ ch: 'orders', data: { id: 9 } });
    // The publishing node serves its own clients through Redis too.
    expect(await onA.next()).toEqual({ ch: TICKERS, data: tick('70000') });
    await Promise.all([onA.close(), onB.close()]);
  });

  it('two app nodes: the lease holder runs the feed, the other serves its prices and takes over', async () => {
    const channel = `tradewind:test:${run}:app`;
    const key = `tradewind:test:${run}:app-leader`;
    const startAppNode = async () => {
      const redis = await connect();
      const bus = await createRedisBus(redis, { channel, onError: fail });
      // A lease long enough to outlast PGlite's migrations, which hold the event loop.
      const leader = createRedisLeader(redis, key, 5000);
      await leader.ready();
      const h = await createHarness('pglite', {}, undefined, { bus, leader });
      await h.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/ws`;
      return { h, leader, url };
    };
    const a = await startAppNode();
    const b = await startAppNode();
    closers.push(
      () => b.h.close(),
      () => b.leader.close(),
    );
    expect([a.leader.isLeader, b.leader.isLeader]).toEqual([true, false]);
    const btcAt = (last: string) => (f: Frame) =>
      f.ch === TICKERS && (f.data as Ticker[]).some((t) => t.symbol === 'BTC/USDT' && t.last === last);

    const onB = await openWs(b.url);
    await onB.sub(TICKERS);
    a.h.feed.push('BTCUSDT', '65000.5');
    expect(await onB.next(btcAt('65000.5'), 5000)).toBeTruthy();
    expect(() => b.h.feed.push('BTCUSDT', '1')).toThrow('feed not started'); // b runs no feed

    await a.h.close();
    await a.leader.close();
    await until(() => b.leader.isLeader, 4000); // b tries every ttl/3
    await until(() => {
      try {
        b.h.feed.push('BTCUSDT', '65100');
        return true;
      } catch {
        return false; // b's market is still starting its feed
      }
    });
    expect(await onB.next(btcAt('65100'), 5000)).toBeTruthy();
    await onB.close();
  });

  it('exactly one node leads; another takes over when it closes or dies', async () => {
    const key = `tradewind:test:leader:${run}`;
    const ttl = 600;
    const first = createRedisLeader(await connect(), key, ttl);
    const second = createRedisLeader(await connect(), key, ttl);
    closers.push(
      () => first.close(),
      () => second.close(),
    );
    await Promise.all([first.ready(), second.ready()]);
    expect([first.isLeader, second.isLeader].filter(Boolean)).toHaveLength(1);
    const [leader, follower] = first.isLeader ? [first, second] : [second, first];

    // Renewals keep the lead well past one lease.
    await new Promise((r) => setTimeout(r, ttl * 2));
    expect([leader.isLeader, follower.isLeader]).toEqual([true, false]);

    const changes: boolean[] = [];
    follower.onChange((isLeader) => changes.push(isLeader));
    const closedAt = Date.now();
    await leader.close();
    expect(leader.isLeader).toBe(false);
    await until(() => follower.isLeader);
    expect(Date.now() - closedAt).toBeLessThan(ttl); // released, not waited out
    expect(changes).toEqual([true]);

    // A crashed leader (its connection gone) loses the lease once it runs out.
    const deadClient = await connect();
    const third = createRedisLeader(deadClient, key, ttl);
    closers.push(() => third.close());
    await third.ready();
    expect(third.isLeader).toBe(false);
    await follower.close();
    await until(() => third.isLeader);
    const fourth = createRedisLeader(await connect(), key, ttl);
    closers.push(() => fourth.close());
    await fourth.ready();
    expect(fourth.isLeader).toBe(false);
    deadClient.destroy();
    await until(() => fourth.isLeader, 3000);
    await until(() => !third.isLeader, 3000); // it stepped down on its own when renewals failed
  });
});

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
