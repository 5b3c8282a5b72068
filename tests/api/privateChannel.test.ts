import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE, userPrivateChannel } from '../../src/core/market/channels';
import type { OptionOrder } from '../../src/core/schemas/options';
import type { PrivateEvent } from '../../src/core/schemas/realtime';
import type { Db } from '../../src/server/db/client';
import { tellUser } from '../../src/server/events/private';
import { createLocalBus, type BusMessage } from '../../src/server/market/bus';
import { newRequestId } from '../../src/web/api/requestId';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { dbKinds } from '../helpers/testDb';
import { evmWallet } from '../helpers/wallets';
import { markVerified, usernameUser, type TestUser } from '../helpers/withdrawals';
import { openWs, type Frame, type WsClient } from '../helpers/wsClient';

/*
 * The private channel: what happens to a user reaches that user's sockets, and only theirs, once
 * the change has committed; a session that ends stops hearing at once.
 */

const privateFrame = (type: PrivateEvent['type']) => (f: Frame) =>
  f.ch === PRIVATE && (f.data as PrivateEvent).type === type;

describe.each(dbKinds())('the private channel on %s', (kind) => {
  let h: Harness;
  let url: string;
  const published: BusMessage[] = [];
  const bus = createLocalBus();
  bus.subscribe((m) => published.push(m));

  beforeAll(async () => {
    h = await createHarness(kind, {}, undefined, { bus });
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => h.close());

  async function listening(user: TestUser): Promise<WsClient> {
    const ws = await openWs(url);
    ws.send({ op: 'auth', token: user.token });
    expect(await ws.next()).toEqual({ op: 'authed' });
    expect(await ws.sub(PRIVATE)).toEqual({ op: 'subbed', ch: PRIVATE });
    return ws;
  }

  const toUser = (userId: number) => published.filter((m) => m.ch === userPrivateChannel(userId));

  it('tells a user only what committed: nothing from a rollback or a rolled-back savepoint', async () => {
    const userId = 424242;
    const event: PrivateEvent = { type: 'balance', account: 'spot', currency_id: COIN.USDT };
    await h.db
      .transaction(async (tx) => {
        tellUser(tx as Db, userId, event);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(toUser(userId)).toEqual([]);

    await h.db.transaction(async (tx) => {
      tellUser(tx as Db, userId, { ...event, currency_id: 1 });
      await tx
        .transaction(async (inner) => {
          tellUser(inner as Db, userId, { ...event, currency_id: 2 });
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => tellUser(inner as Db, userId, { ...event, currency_id: 3 }));
      // Inside the transaction, nothing has gone out yet.
      expect(toUser(userId)).toEqual([]);
    });
    expect(toUser(userId).map((m) => (m.data as { currency_id: number }).currency_id)).toEqual([1, 3]);
  });

  it("carries an option's purchase, its balance moves and its settlement to the owner's sockets only", async () => {
    const alice = await usernameUser(h);
    const bob = await usernameUser(h);
    await markVerified(h, alice.id);
    await fund(h.db, alice.id, '100', COIN.USDT, 'options');
    const [phone, laptop, bobs] = await Promise.all([listening(alice), listening(alice), listening(bob)]);

    const now = h.clock.now().getTime();
    h.feed.push('BTCUSDT', '60000', now);
    const bought = await h.post(
      'microtrade/submit',
      {
        account: 'real',
        request_id: newRequestId(),
        symbol: 'BTC/USDT',
        direction: 'up',
        seconds: '30',
        amount: '10',
      },
      { token: alice.token },
    );
    expect(bought.body.type).toBe('ok');
    const order = bought.body.data as OptionOrder;
    for (const socket of [phone, laptop]) {
      expect((await socket.next(privateFrame('options.opened'))).data).toEqual({
        type: 'options.opened',
        id: order.id,
        account: 'real',
      });
      expect((await socket.next(privateFrame('balance'))).data).toEqual({
        type: 'balance',
        account: 'options',
        currency_id: COIN.USDT,
      });
    }

    // The window's ticks, and one after it that closes the window.
    for (const offset of [-1500, -500, 0, 1000]) h.feed.push('BTCUSDT', '60100', order.settle_at + offset);
    h.clock.advance(order.settle_at - now + 1_500);
    const settled = await phone.next(privateFrame('options.settled'), 10_000);
    expect(settled.data).toEqual({ type: 'options.settled', id: order.id, account: 'real', status: 'won' });
    // The frame follows the commit: the record it names already reads as settled.
    const record = await h.get('microtrade/lists?status=settled&limit=100', { token: alice.token });
    expect((record.body.data as { list: OptionOrder[] }).list.find((o) => o.id === order.id)?.status).toBe(
      'won',
    );
    await laptop.next(privateFrame('options.settled'));
    expect(await bobs.within(200, (f) => f.ch === PRIVATE)).toEqual([]);
    await Promise.all([phone, laptop, bobs].map((s) => s.close()));
  });

  it('stops telling a socket at once when its session is logged out', async () => {
    const carol = await usernameUser(h);
    const socket = await listening(carol);
    expect((await h.post('user/logout', {}, { token: carol.token })).body.type).toBe('ok');
    // Well before the periodic recheck (minutes): the logout itself signs the socket out.
    expect(await socket.next((f) => f.op === 'error', 1_000)).toEqual({
      op: 'error',
      message: 'session ended',
    });
    await fund(h.db, carol.id, '5', COIN.USDT, 'spot');
    expect(await socket.within(200, (f) => f.ch === PRIVATE)).toEqual([]);
    await socket.close();
  });

  it('ends the session a wallet sign-in replaces: the old account is no longer heard, nor signed in', async () => {
    const signIn = async (wallet: ReturnType<typeof evmWallet>, token?: string) => {
      const { message } = (await h.post('user/wallet_nonce', { chain: 'evm', address: wallet.address })).body
        .data as { message: string };
      const res = await h.post(
        'user/wallet_login',
        { chain: 'evm', address: wallet.address, message, signature: await wallet.sign(message) },
        token ? { token } : {},
      );
      return res.body.data as { token: string; user: { id: number } };
    };
    const a = await signIn(evmWallet());
    const socket = await listening({ ...a.user, token: a.token } as unknown as TestUser);
    // The wallet switched to another address, which signs in on the same device.
    const b = await signIn(evmWallet(), a.token);
    expect(b.user.id).not.toBe(a.user.id);
    expect(await socket.next((f) => f.op === 'error', 1_000)).toEqual({
      op: 'error',
      message: 'session ended',
    });
    expect((await h.get('user/center', { token: a.token })).body.type).toBe('999');
    expect((await h.get('user/center', { token: b.token })).body.type).toBe('ok');
    await socket.close();
  });
});
