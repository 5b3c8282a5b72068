import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createRealtimeClient,
  resubscribeFrames,
  TIMING,
  type SocketLike,
} from '../../src/web/app/realtime/client';

describe('reconnect back-off', () => {
  it('doubles from 0.5 s to a 30 s ceiling, drawn from the upper half of each step', () => {
    const low = Array.from({ length: 9 }, (_, attempt) => backoffDelay(attempt, () => 0));
    const high = Array.from({ length: 9 }, (_, attempt) => backoffDelay(attempt, () => 1));
    expect(low).toEqual([250, 500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(high).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
  });
});

describe('frames sent on a fresh connection', () => {
  it('signs in first, then subscribes every channel', () => {
    expect(resubscribeFrames(['tickers', 'orders', 'private', 'kline:BTC/USDT:5m'], 'tok')).toEqual([
      { op: 'auth', token: 'tok' },
      { op: 'sub', ch: 'tickers' },
      { op: 'sub', ch: 'orders' },
      { op: 'sub', ch: 'private' },
      { op: 'sub', ch: 'kline:BTC/USDT:5m' },
    ]);
  });

  it("leaves out the user's own channels when signed out", () => {
    expect(resubscribeFrames(['orders', 'private', 'tickers'], null)).toEqual([{ op: 'sub', ch: 'tickers' }]);
  });
});

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: never) => void) | null = null;
  onmessage: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  onerror: ((event: never) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    (this.onopen as ((e: unknown) => void) | null)?.({});
  }
  receive(frame: object) {
    (this.onmessage as ((e: { data: string }) => void) | null)?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    (this.onclose as ((e: unknown) => void) | null)?.({});
  }
}

describe('realtime client', () => {
  let sockets: FakeSocket[];
  let token: string | null;
  let hidden: boolean;
  const listeners = { session: () => {}, visibility: () => {}, online: () => {} };
  const last = () => sockets[sockets.length - 1]!;
  let reachability: boolean[];
  const make = () =>
    createRealtimeClient({
      onReachable: (reachable) => reachability.push(reachable),
      url: () => 'ws://test/api/ws',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      getToken: () => token,
      onSessionChange: (l) => (listeners.session = l),
      isHidden: () => hidden,
      onVisibilityChange: (l) => (listeners.visibility = l),
      onOnline: (l) => (listeners.online = l),
      random: () => 0,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = null;
    hidden = false;
    reachability = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects on the first subscription and hands channel data (not answers) to handlers', () => {
    const client = make();
    const got: unknown[] = [];
    client.subscribe('tickers', (d) => got.push(d));
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual([{ op: 'sub', ch: 'tickers' }]);
    last().receive({ op: 'subbed', ch: 'tickers' });
    last().receive({ ch: 'tickers', data: [1] });
    expect(got).toEqual([[1]]);
    expect(client.status()).toBe('open');
  });

  it('reconnects with growing delays and resubscribes; the status says reconnecting meanwhile', () => {
    const client = make();
    client.subscribe('tickers', () => {});
    client.subscribe('trades:BTC/USDT', () => {});
    last().open();
    last().receive({ op: 'subbed', ch: 'tickers' });
    last().drop();
    expect(client.status()).toBe('reconnecting');
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // refused again: the next wait is longer
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([
      { op: 'sub', ch: 'tickers' },
      { op: 'sub', ch: 'trades:BTC/USDT' },
    ]);
    last().receive({ op: 'subbed', ch: 'tickers' });
    expect(client.status()).toBe('open');
  });

  it('says the server is out of reach when a connection cannot open, and back when it speaks', () => {
    const client = make();
    client.subscribe('tickers', () => {});
    last().drop(); // refused: nothing listens
    expect(reachability).toEqual([false]);
    vi.advanceTimersByTime(250);
    last().open();
    last().receive({ op: 'subbed', ch: 'tickers' });
    expect(reachability).toEqual([false, true]);
    // A connection that worked and then closed says nothing yet: the retry will tell.
    last().drop();
    expect(reachability).toEqual([false, true]);
  });

  it('pings every 15 s and gives a silent connection up after 35 s', () => {
    const client = make();
    client.subscribe('tickers', () => {});
    last().open();
    last().receive({ op: 'subbed', ch: 'tickers' });
    vi.advanceTimersByTime(TIMING.pingMs);
    expect(last().sent).toContainEqual({ op: 'ping' });
    last().receive({ op: 'pong' });
    vi.advanceTimersByTime(TIMING.silenceMs - 1);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last().closed).toBe(true);
    expect(client.status()).toBe('reconnecting');
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
  });

  it('signs in on login, subscribes the own orders then, and starts afresh on logout', () => {
    const client = make();
    client.subscribe('orders', () => {});
    client.subscribe('tickers', () => {});
    last().open();
    expect(last().sent).toEqual([{ op: 'sub', ch: 'tickers' }]);
    token = 'tok-1';
    listeners.session();
    expect(last().sent.slice(1)).toEqual([
      { op: 'auth', token: 'tok-1' },
      { op: 'sub', ch: 'orders' },
    ]);
    listeners.session(); // same token (e.g. the stored user changed): nothing to send
    expect(last().sent).toHaveLength(3);

    token = null;
    listeners.session();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ op: 'sub', ch: 'tickers' }]);
  });

  it('lets the connection go while the tab stays hidden, and comes back when shown', () => {
    const client = make();
    client.subscribe('tickers', () => {});
    last().open();
    hidden = true;
    listeners.visibility();
    vi.advanceTimersByTime(TIMING.hiddenPauseMs / 2);
    last().receive({ op: 'pong' });
    vi.advanceTimersByTime(TIMING.hiddenPauseMs / 2 - 1);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1); // no reconnects while hidden
    hidden = false;
    listeners.visibility();
    expect(sockets).toHaveLength(2);
    client.close();
  });

  it('retries at once when the network comes back', () => {
    const client = make();
    client.subscribe('tickers', () => {});
    last().drop();
    vi.advanceTimersByTime(250);
    last().drop();
    expect(sockets).toHaveLength(2);
    listeners.online();
    expect(sockets).toHaveLength(3);
    client.close();
  });
});
