import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { C2cAd, C2cOrder } from '../../src/core/schemas/c2c';
import { plainDecimal } from '../../src/core/money';
import { c2cAds, c2cOrders } from '../../src/server/db/schema';
import { balancesOf } from '../../src/server/ledger/ledger';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { JPEG_BYTES } from '../helpers/images';
import { uploadImage } from '../helpers/multipart';
import { dbKinds } from '../helpers/testDb';
import { BANK_CARD, newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';

/**
 * Peer-to-peer orders through the real server, on a clock the test moves: escrow from the first
 * second, the 30-minute payment countdown cancelled by the engine, "I have paid" racing that
 * cancel, releases with the fund password, appeals decided by an operator. The harness checks on
 * closing that the ledger equals the balances.
 */

const MINUTE = 60_000;

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

describe.each(dbKinds())('peer-to-peer orders on %s', (kind) => {
  let h: Harness;
  let merchant: TestUser;
  beforeAll(async () => {
    h = await createHarness(kind, { SESSION_TTL_HOURS: String(24 * 365) });
    merchant = await merchantWith('1000');
  });
  afterAll(() => h.close());

  const ops = (...argv: string[]) =>
    runOps(
      { db: h.db, clock: h.clock.now, config: h.config },
      opsCommandsOf(SERVER_MODULES),
      argv,
      'test-ops',
    );
  const spot = async (userId: number) => {
    const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === COIN.USDT);
    return { available: plainDecimal(row?.available ?? '0'), frozen: plainDecimal(row?.frozen ?? '0') };
  };
  const as = (user: TestUser) => ({ token: user.token });

  async function merchantWith(usdt: string): Promise<TestUser> {
    const user = await usernameUser(h);
    if (usdt !== '0') await fund(h.db, user.id, usdt, COIN.USDT);
    await ops('c2c:merchant', String(user.id), '--nickname', `M${user.id}`, '--reason', 'test merchant');
    data(
      await h.post(
        'ctc/merchant/payment_method_save',
        { pay_type: 'bank', name: 'Ana Merchant', account: 'ES7620770024003102575766', bank: 'Banco Uno' },
        as(user),
      ),
    );
    return user;
  }
  async function userWith(usdt: string): Promise<TestUser> {
    const user = await usernameUser(h);
    if (usdt !== '0') await fund(h.db, user.id, usdt, COIN.USDT);
    return user;
  }
  const saveAd = async (owner: TestUser, body: Record<string, string | string[]>) =>
    data<C2cAd>(
      await h.post(
        'ctc/merchant/ad_save',
        {
          side: 'buy',
          coin: 'USDT',
          fiat: 'USD',
          price: '1.01',
          min_amount: '10',
          max_amount: '5000',
          pay_types: ['bank'],
          ...body,
        },
        as(owner),
      ),
    );
  const order = (user: TestUser, body: Record<string, string>) =>
    h.post('ctc/order/add', { pay_type: 'bank', request_id: newRequestId(), ...body }, as(user));
  const info = async (user: TestUser, id: number) =>
    data<C2cOrder>(await h.get(`ctc/order/info?id=${id}`, as(user)));

  it('buys from a sell ad: escrowed at publishing, paid, released with the fund password', async () => {
    const m = await merchantWith('500');
    const ad = await saveAd(m, { quantity: '300' });
    expect(await spot(m.id)).toEqual({ available: '200', frozen: '300' });
    const list = data<{ list: C2cAd[] }>(await h.get('ctc/product/list?side=buy&coin=USDT&fiat=USD')).list;
    expect(list.find((a) => a.id === ad.id)).toMatchObject({
      available: '300',
      merchant: { nickname: `M${m.id}` },
    });
    // The filters: a payment kind the ad takes or not, an amount inside its limits or not.
    const listed = async (query: string) =>
      data<{ list: C2cAd[] }>(
        await h.get(`ctc/product/list?side=buy&coin=USDT&fiat=USD&limit=100&${query}`),
      ).list.some((a) => a.id === ad.id);
    expect([await listed('pay_type=bank'), await listed('pay_type=alipay')]).toEqual([true, false]);
    expect([await listed('amount=100'), await listed('amount=5'), await listed('amount=6000')]).toEqual([
      true,
      false,
      false,
    ]);

    const user = await userWith('0');
    const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), amount: '101' }));
    expect(placed).toMatchObject({
      status: 1,
      quantity: '100',
      amount: '101',
      role: 'user',
      merchant_demo: false,
    });
    expect(placed.pay_info).toMatchObject({ name: 'Ana Merchant', bank: 'Banco Uno' });
    expect(placed.pay_deadline).toBe(placed.created_at + 30 * MINUTE);
    expect(data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`)).available).toBe('200');

    // The merchant cannot release before paid; the user pays; then the merchant releases.
    const early = await h.post('ctc/order/release', { id: String(placed.id), pay_password: '123456' }, as(m));
    expect(early.body.message).toBe(await message('errors.c2c_not_paid'));
    expect(data<C2cOrder>(await h.put('ctc/order/pay', { id: String(placed.id) }, as(user))).status).toBe(2);
    const wrong = await h.post('ctc/order/release', { id: String(placed.id), pay_password: '999999' }, as(m));
    expect(wrong.body.type).toBe('error');
    const done = data<C2cOrder>(
      await h.post('ctc/order/release', { id: String(placed.id), pay_password: '123456' }, as(m)),
    );
    expect(done).toMatchObject({ status: 3, role: 'merchant', pay_info: null });
    expect(done.deal_number).toMatch(/^\d+$/);
    expect(await spot(user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await spot(m.id)).toEqual({ available: '200', frozen: '200' });
    // Each side heard every step the other took, as a message opening the order.
    const titles = async (who: TestUser) =>
      data<{ list: { title: string; link: unknown }[] }>(
        await h.post('news/list', { kind: 'message' }, as(who)),
      )
        .list.filter((n) => n.title.includes(placed.number))
        .map((n) => [n.title, n.link]);
    const link = { type: 'c2c', id: placed.id };
    expect(await titles(m)).toEqual([
      [`P2P order ${placed.number} marked paid`, link],
      [`P2P order ${placed.number} placed`, link],
    ]);
    expect(await titles(user)).toEqual([[`P2P order ${placed.number} completed`, link]]);
    // The merchant's record counts it.
    const after = data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`));
    expect(after.merchant).toMatchObject({ orders_30d: 1, completion_rate: '1', demo: false });
  });

  it("sells to a buy ad: the user's coins escrowed, the merchant pays to the bank card, the user releases", async () => {
    const m = await merchantWith('0');
    const ad = await saveAd(m, { side: 'sell', price: '0.99', quantity: '1000' });
    const user = await userWith('150');
    const noCard = await order(user, { ad_id: String(ad.id), quantity: '100' });
    expect(noCard.body.message).toBe(await message('errors.c2c_bank_card_required'));
    data(await h.post('out/setAccount', { ...BANK_CARD, pay_password: '123456' }, as(user)));
    const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '100' }));
    expect(placed).toMatchObject({ status: 1, amount: '99', side: 'sell' });
    expect(placed.pay_info).toMatchObject({ name: BANK_CARD.holder_name });
    expect(await spot(user.id)).toEqual({ available: '50', frozen: '100' });
    // The user is not the payer here: only the merchant marks paid.
    expect((await h.put('ctc/order/pay', { id: String(placed.id) }, as(user))).body.message).toBe(
      await message('errors.c2c_not_payer'),
    );
    data(await h.put('ctc/order/pay', { id: String(placed.id) }, as(m)));
    data(await h.post('ctc/order/release', { id: String(placed.id), pay_password: '123456' }, as(user)));
    expect(await spot(user.id)).toEqual({ available: '50', frozen: '0' });
    expect(await spot(m.id)).toEqual({ available: '100', frozen: '0' });
  });

  it('cancels at the deadline by the engine and returns the escrow to the ad', async () => {
    const m = await merchantWith('100');
    const ad = await saveAd(m, { quantity: '100' });
    const user = await userWith('0');
    const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '40' }));
    h.clock.advance(30 * MINUTE + 11_000);
    await until(async () => (await info(user, placed.id)).status === 5, 10_000);
    expect(await info(user, placed.id)).toMatchObject({ cancel_reason: 'timeout', pay_info: null });
    expect(data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`)).available).toBe('100');
    expect(await spot(m.id)).toEqual({ available: '0', frozen: '100' });
    const late = await h.put('ctc/order/pay', { id: String(placed.id) }, as(user));
    expect(late.body.message).toBe(await message('errors.c2c_pay_expired'));
  });

  it('lets "I have paid" at 29:59 win or lose the race with the cancel, never both', async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let paidInAll = 0;
    let cancelledInAll = 0;
    for (let round = 0; round < 3; round++) {
      const m = await merchantWith('240');
      const ad = await saveAd(m, { quantity: '240' });
      const users = await Promise.all(Array.from({ length: 12 }, () => userWith('0')));
      const placed: C2cOrder[] = [];
      for (const user of users)
        placed.push(data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '20' })));
      // A second before the deadline, taps go out at random moments while the clock runs past
      // the deadline and the engine's cancel time: some land before, some after.
      h.clock.advance(30 * MINUTE - 1_000);
      const taps = users.map(async (user, i) => {
        await sleep(Math.random() * 40);
        return h.put('ctc/order/pay', { id: String(placed[i]!.id) }, as(user));
      });
      await sleep(20);
      h.clock.advance(20_000);
      const answers = await Promise.all(taps);
      await until(async () => {
        const [left] = await h.db
          .select({ n: count() })
          .from(c2cOrders)
          .where(and(eq(c2cOrders.adId, ad.id), eq(c2cOrders.stage, 'paying')));
        return Number(left!.n) === 0;
      }, 10_000);
      for (const [i, answer] of answers.entries()) {
        const final = await info(users[i]!, placed[i]!.id);
        // The tap's answer and the order agree: paid when the tap won, cancelled when it lost.
        if (answer.body.type === 'ok') expect(final.status).toBe(2);
        else
          expect([answer.body.message, final.status]).toEqual([await message('errors.c2c_pay_expired'), 5]);
      }
      const paid = answers.filter((a) => a.body.type === 'ok').length;
      paidInAll += paid;
      cancelledInAll += answers.length - paid;
      // Never both: only the cancelled orders' coins went back on the ad.
      const [after] = await h.db.select().from(c2cAds).where(eq(c2cAds.id, ad.id));
      expect(plainDecimal(after!.available)).toBe(String(20 * (12 - paid)));
    }
    expect(paidInAll + cancelledInAll).toBe(36);
  });

  it('offers a first merchant coins and fiats to advertise before any ad exists', async () => {
    const catalog = data<{ coins: string[]; fiats: string[]; pay_types: string[] }>(
      await h.get('ctc/product/all'),
    );
    expect(catalog.coins).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH']));
    expect(catalog.fiats).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR']));
    expect(catalog.pay_types).toEqual(['bank', 'alipay', 'wechat']);
  });

  it('refuses the fourth cancellation of the day', async () => {
    const m = await merchantWith('500');
    const ad = await saveAd(m, { quantity: '500' });
    const user = await userWith('0');
    for (let i = 0; i < 3; i++) {
      const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '10' }));
      expect(
        data<C2cOrder>(await h.put('ctc/order/cancel', { id: String(placed.id) }, as(user))),
      ).toMatchObject({
        status: 5,
        cancel_reason: 'buyer',
      });
    }
    const fourth = await order(user, { ad_id: String(ad.id), quantity: '10' });
    expect(fourth.body.message).toBe(await message('errors.c2c_cancel_limit', { limit: 3 }));
    expect(data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`)).available).toBe('500');
  });

  it('freezes an appealed order until an operator decides, either way, with a reason both read', async () => {
    const m = await merchantWith('300');
    const ad = await saveAd(m, { quantity: '300' });
    const decide = async (decision: '--release' | '--cancel') => {
      const user = await userWith('0');
      const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '50' }));
      data(await h.put('ctc/order/pay', { id: String(placed.id) }, as(user)));
      const early = await h.post(
        'ctc/order/appeal',
        { id: String(placed.id), reason: 'not released' },
        as(user),
      );
      expect(early.body.type).toBe('error');
      h.clock.advance(15 * MINUTE + 1_000);
      const appealed = data<C2cOrder>(
        await h.post('ctc/order/appeal', { id: String(placed.id), reason: 'paid, not released' }, as(user)),
      );
      expect(appealed).toMatchObject({ status: 4, appeal: { by: 'user', reason: 'paid, not released' } });
      // Frozen: the merchant cannot release while an operator decides.
      const blocked = await h.post(
        'ctc/order/release',
        { id: String(placed.id), pay_password: '123456' },
        as(m),
      );
      expect(blocked.body.type).toBe('error');
      expect(await ops('c2c:appeals')).toContain('paid, not released');
      await ops('c2c:resolve', String(placed.id), decision, '--reason', 'bank statement checked');
      const seen = await info(m, placed.id);
      expect(seen.appeal).toMatchObject({ resolution_reason: 'bank statement checked' });
      const chat = data<{ list: { from: string; text: string }[] }>(
        await h.post('ctc/order/messages', { id: String(placed.id) }, as(user)),
      ).list;
      expect(chat.at(-1)).toMatchObject({ from: 'operator', text: 'bank statement checked' });
      return { user, seen };
    };
    const released = await decide('--release');
    expect(released.seen.status).toBe(3);
    expect(await spot(released.user.id)).toEqual({ available: '50', frozen: '0' });
    const cancelled = await decide('--cancel');
    expect(cancelled.seen).toMatchObject({ status: 5, cancel_reason: 'appeal' });
    expect(await spot(cancelled.user.id)).toEqual({ available: '0', frozen: '0' });
    expect(data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`)).available).toBe('250');
  });

  it('never sells more than the escrow, with 50 orders at once', async () => {
    const m = await merchantWith('100');
    const ad = await saveAd(m, { quantity: '100', min_amount: '1' });
    const users = await Promise.all(Array.from({ length: 50 }, () => userWith('0')));
    const answers = await Promise.all(users.map((u) => order(u, { ad_id: String(ad.id), quantity: '7' })));
    const placed = answers.filter((a) => a.body.type === 'ok').length;
    expect(placed).toBe(14); // 14 × 7 = 98 ≤ 100 < 15 × 7
    for (const a of answers.filter((x) => x.body.type !== 'ok'))
      expect(a.body.message).toBe(await message('errors.c2c_ad_sold_out'));
    expect(data<C2cAd>(await h.get(`ctc/product/info?id=${ad.id}`)).available).toBe('2');
    expect(await spot(m.id)).toEqual({ available: '0', frozen: '100' });
  });

  it("answers another user's order as not found on every call that takes an id", async () => {
    const ad = await saveAd(merchant, { quantity: '100' });
    const owner = await userWith('0');
    const stranger = await userWith('0');
    const placed = data<C2cOrder>(await order(owner, { ad_id: String(ad.id), quantity: '10' }));
    const id = String(placed.id);
    const missing = await message('errors.c2c_order_missing');
    const calls = [
      h.get(`ctc/order/info?id=${id}`, as(stranger)),
      h.put('ctc/order/pay', { id }, as(stranger)),
      h.put('ctc/order/cancel', { id }, as(stranger)),
      h.post('ctc/order/release', { id, pay_password: '123456' }, as(stranger)),
      h.post('ctc/order/appeal', { id, reason: 'mine' }, as(stranger)),
      h.post('ctc/order/messages', { id }, as(stranger)),
      h.post('ctc/order/message', { id, text: 'hello' }, as(stranger)),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.message).toBe(missing);
    expect((await info(owner, placed.id)).status).toBe(1);
    // A merchant-only call from a user who is not one.
    expect((await h.post('ctc/merchant/ads', {}, as(stranger))).body.message).toBe(
      await message('errors.c2c_merchant_only'),
    );
  });

  it('keeps a chat image readable by both parties and by nobody else', async () => {
    const ad = await saveAd(merchant, { quantity: '50' });
    const user = await userWith('0');
    const stranger = await userWith('0');
    const placed = data<C2cOrder>(await order(user, { ad_id: String(ad.id), quantity: '10' }));
    const image = await uploadImage(h, user.token, JPEG_BYTES);
    // Someone else's upload cannot be sent as one's own proof.
    const foreign = await h.post('ctc/order/message', { id: String(placed.id), image }, as(merchant));
    expect(foreign.body.message).toBe(await message('errors.upload_not_found'));
    const sent = data<{ id: number; image_url: string }>(
      await h.post(
        'ctc/order/message',
        { id: String(placed.id), text: 'paid, see the slip', image },
        as(user),
      ),
    );
    const chat = data<{ list: { from: string; image_url: string | null }[] }>(
      await h.post('ctc/order/messages', { id: String(placed.id) }, as(merchant)),
    ).list;
    expect(chat.at(-1)).toMatchObject({ from: 'counterparty', image_url: sent.image_url });
    const read = (who: TestUser) =>
      h.app.inject({ method: 'GET', url: sent.image_url, headers: { authorization: who.token } });
    expect((await read(merchant)).statusCode).toBe(200);
    expect((await read(merchant)).headers['content-type']).toBe('image/jpeg');
    expect((await read(stranger)).statusCode).toBe(404);
  });

  it('keeps the ledger equal to the balances', async () => {
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });
});

describe('peer-to-peer in a local demo', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { LOCAL_DEMO: 'true' });
  });
  afterAll(() => h.close());

  it('offers demo merchants who release what a newcomer marked paid, by themselves', async () => {
    const ads = async () =>
      data<{ list: C2cAd[] }>(await h.get('ctc/product/list?side=buy&coin=USDT&fiat=USD')).list;
    await until(async () => (await ads()).length > 0, 15_000);
    const [ad] = await ads();
    expect(ad!.merchant.nickname).toMatch(/^Demo /);
    // Marked as a demo's merchant, for the screens to say so in the reader's language.
    expect(ad!.merchant.demo).toBe(true);
    const user = await usernameUser(h);
    const placed = data<C2cOrder>(
      await h.post(
        'ctc/order/add',
        { ad_id: String(ad!.id), amount: '20', pay_type: 'bank', request_id: newRequestId() },
        { token: user.token },
      ),
    );
    expect(placed.pay_info!.bank).toContain('not a real account');
    expect(placed.merchant_demo).toBe(true);
    data(await h.put('ctc/order/pay', { id: String(placed.id) }, { token: user.token }));
    h.clock.advance(25_000);
    await until(
      async () =>
        data<C2cOrder>(await h.get(`ctc/order/info?id=${placed.id}`, { token: user.token })).status === 3,
      15_000,
    );
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });
});

describe('peer-to-peer outside a local demo', () => {
  it('has no demo merchants', async () => {
    const h = await createHarness('pglite');
    try {
      // Interval jobs run once when the engine starts leading: the demo one would have by now.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(
        data<{ list: C2cAd[] }>(await h.get('ctc/product/list?side=buy&coin=USDT&fiat=USD')).list,
      ).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
