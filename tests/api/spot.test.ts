import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotOrder, SpotOrderList } from '../../src/core/schemas/spot';
import { userOrdersChannel } from '../../src/core/market/channels';
import { pairs, spotOrders } from '../../src/server/db/schema';
import { createLocalBus, type BusMessage } from '../../src/server/market/bus';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { orderOf, platformBalance, priceFeed, spotBalance, waitForOrder } from '../helpers/spot';
import { dbKinds } from '../helpers/testDb';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';

describe.each(dbKinds())('spot orders on %s', (kind) => {
  let h: Harness;
  let price: ReturnType<typeof priceFeed>;
  const bus = createLocalBus();
  beforeAll(async () => {
    h = await createHarness(kind, {}, undefined, { bus });
    price = priceFeed(h);
    // A minimum above the smallest step, so "below the minimum" can be tried (seeded minimums
    // equal one step). Set before the first order reads the pairs.
    await h.db.update(pairs).set({ minQty: '0.01' }).where(eq(pairs.symbol, 'SOL/USDT'));
  });
  afterAll(() => h.close());

  const trade = (user: TestUser, order: Record<string, string>, lang?: string) =>
    h.post('coin/trade', order, { token: user.token, lang });
  const cancel = (user: TestUser, id: number) =>
    h.put('coin/trade/cancel', { id: String(id) }, { token: user.token });

  async function fundedUser(usdt = '0', btc = '0'): Promise<TestUser> {
    const user = await usernameUser(h);
    if (usdt !== '0') await fund(h.db, user.id, usdt, COIN.USDT);
    if (btc !== '0') await fund(h.db, user.id, btc, COIN.BTC);
    return user;
  }

  it('a market buy fills at the latest tick: quote + fee paid, base received, fee to the platform', async () => {
    const user = await fundedUser('100000');
    const fees = await platformBalance(h, 'platform:fee', COIN.USDT);
    const book = await platformBalance(h, 'platform:spot', COIN.USDT);
    const tickTime = price('BTCUSDT', '60000');

    const res = await trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.5' });
    expect(res.body.type).toBe('ok');
    expect(orderOf(res)).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      price: null,
      quantity: '0.5',
      status: 'completed',
      fill_price: '60000',
      quote_amount: '30000',
      fee: '30',
      fee_coin: 'USDT',
      frozen: '0',
      tick: { price: '60000', time: tickTime, source: 'simulated' },
    });
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '69970', frozen: '0' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.5', frozen: '0' });
    expect((await platformBalance(h, 'platform:fee', COIN.USDT)).minus(fees).toFixed()).toBe('30');
    expect((await platformBalance(h, 'platform:spot', COIN.USDT)).minus(book).toFixed()).toBe('30000');
  });

  it('a market sell pays quote − fee at the latest tick', async () => {
    const user = await fundedUser('0', '1');
    const fees = await platformBalance(h, 'platform:fee', COIN.USDT);
    price('BTCUSDT', '61000.5');
    const order = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'sell', type: 'market', quantity: '0.4' }),
    );
    // 0.4 × 61,000.5 = 24,400.2; fee 24.4002; received 24,375.7998
    expect(order).toMatchObject({
      status: 'completed',
      fill_price: '61000.5',
      quote_amount: '24400.2',
      fee: '24.4002',
    });
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '24375.7998', frozen: '0' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.6', frozen: '0' });
    expect((await platformBalance(h, 'platform:fee', COIN.USDT)).minus(fees).toFixed()).toBe('24.4002');
  });

  it('refuses a market order while there is no price, in the caller language, and writes nothing', async () => {
    const user = await fundedUser('1000');
    // No tick was ever pushed for LTC.
    const order = { symbol: 'LTC/USDT', side: 'buy', type: 'market', quantity: '1' };
    const en = await trade(user, order);
    expect(en.body).toMatchObject({ type: 'error', message: await message('errors.spot_price_unavailable') });
    const zh = await trade(user, order, 'zh-CN');
    expect(zh.body.message).toBe(await message('errors.spot_price_unavailable', {}, 'zh-CN'));
    expect(zh.body.message).not.toBe(en.body.message);
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await h.db.select().from(spotOrders).where(eq(spotOrders.userId, user.id))).toEqual([]);
  });

  it('does not trade on a stale price: a market order is refused, a crossed limit rests', async () => {
    const user = await fundedUser('1000');
    // The last XRP tick is a minute old: the feed has gone quiet.
    h.feed.push('XRPUSDT', '2.3', Date.now() - 60_000);
    const market = await trade(user, { symbol: 'XRP/USDT', side: 'buy', type: 'market', quantity: '10' });
    expect(market.body.message).toBe(await message('errors.spot_price_unavailable'));
    const limit = orderOf(
      await trade(user, { symbol: 'XRP/USDT', side: 'buy', type: 'limit', quantity: '10', price: '2.5' }),
    );
    expect(limit).toMatchObject({ status: 'waiting', frozen: '25.025' });
  });

  it('a limit buy rests with quantity × limit × (1 + fee) frozen and fills at its limit when a tick crosses it', async () => {
    const user = await fundedUser('20000');
    price('ETHUSDT', '3400');
    const low = orderOf(
      await trade(user, { symbol: 'ETH/USDT', side: 'buy', type: 'limit', quantity: '2', price: '3300' }),
    );
    const high = orderOf(
      await trade(user, {
        symbol: 'ETH/USDT',
        side: 'buy',
        type: 'limit',
        quantity: '1.5',
        price: '3350.55',
      }),
    );
    // 2 × 3,300 × 1.001 = 6,606.6; 1.5 × 3,350.55 = 5,025.825 + fee 5.025825 = 5,030.850825
    expect([low.status, low.frozen, high.status, high.frozen]).toEqual([
      'waiting',
      '6606.6',
      'waiting',
      '5030.850825',
    ]);
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({
      available: '8362.549175',
      frozen: '11637.450825',
    });

    // A tick above both limits fills neither.
    price('ETHUSDT', '3360');
    // A tick between the limits fills only the higher one, at its limit, recording the tick.
    const crossing = price('ETHUSDT', '3340');
    const filled = await waitForOrder(h, user.token, high.id, (o) => o.status === 'completed');
    expect(filled).toMatchObject({
      fill_price: '3350.55',
      quote_amount: '5025.825',
      fee: '5.025825',
      frozen: '0',
      tick: { price: '3340', time: crossing, source: 'simulated' },
    });
    // Both were looked at in the same run of the engine, so the lower one's state is final here.
    const open = (await h.get('coin/list?status=open&symbol=ETH/USDT', { token: user.token })).body
      .data as SpotOrderList;
    expect(open.list.map((o) => [o.id, o.status])).toEqual([[low.id, 'waiting']]);
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '8362.549175', frozen: '6606.6' });
    expect(await spotBalance(h, user.id, COIN.ETH)).toEqual({ available: '1.5', frozen: '0' });
  });

  it('a limit sell freezes the coins and fills when the index rises to its limit', async () => {
    const user = await fundedUser('0', '0.3');
    price('BTCUSDT', '60000');
    const order = orderOf(
      await trade(user, {
        symbol: 'BTC/USDT',
        side: 'sell',
        type: 'limit',
        quantity: '0.25',
        price: '62000',
      }),
    );
    expect(order).toMatchObject({ status: 'waiting', frozen: '0.25', price: '62000' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.05', frozen: '0.25' });
    price('BTCUSDT', '62000.01');
    const filled = await waitForOrder(h, user.token, order.id, (o) => o.status === 'completed');
    // 0.25 × 62,000 = 15,500; fee 15.5
    expect(filled).toMatchObject({ fill_price: '62000', quote_amount: '15500', fee: '15.5' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.05', frozen: '0' });
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '15484.5', frozen: '0' });
  });

  it('a limit already crossed when placed fills at once, at its own limit price', async () => {
    const user = await fundedUser('1000');
    price('SOLUSDT', '190');
    const order = orderOf(
      await trade(user, { symbol: 'SOL/USDT', side: 'buy', type: 'limit', quantity: '2', price: '195' }),
    );
    // 2 × 195 = 390 + 0.39 fee
    expect(order).toMatchObject({ status: 'completed', fill_price: '195', quote_amount: '390', fee: '0.39' });
    expect(order.tick?.price).toBe('190');
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '609.61', frozen: '0' });
    expect(await spotBalance(h, user.id, 6)).toEqual({ available: '2', frozen: '0' });
  });

  it('cancel releases exactly what was frozen; only the owner can cancel; a filled order stays filled', async () => {
    const user = await fundedUser('1000', '1');
    const other = await fundedUser('10');
    price('BTCUSDT', '60000');
    const buy = orderOf(
      await trade(user, {
        symbol: 'BTC/USDT',
        side: 'buy',
        type: 'limit',
        quantity: '0.01234',
        price: '50000.01',
      }),
    );
    const sell = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', quantity: '0.3', price: '70000' }),
    );
    // 0.01234 × 50,000.01 = 617.0001234 + fee 0.6170001234 → 0.61700013
    expect(buy.frozen).toBe('617.61712353');
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({
      available: '382.38287647',
      frozen: '617.61712353',
    });

    const refused = await cancel(other, buy.id);
    expect(refused.body).toMatchObject({ type: 'error', message: await message('errors.order_not_found') });
    expect((await cancel(other, 999_999)).body.message).toBe(await message('errors.order_not_found'));

    const cancelled = orderOf(await cancel(user, buy.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', frozen: '0', fill_price: null });
    expect(cancelled.cancelled_at).toEqual(expect.any(Number));
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '1000', frozen: '0' });
    // A retried cancel answers with the cancelled order and releases nothing more.
    expect(orderOf(await cancel(user, buy.id)).status).toBe('cancelled');
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '1000', frozen: '0' });

    orderOf(await cancel(user, sell.id));
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '1', frozen: '0' });

    const market = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'sell', type: 'market', quantity: '0.1' }),
    );
    expect((await cancel(user, market.id)).body.message).toBe(await message('errors.spot_order_filled'));
  });

  it('says "insufficient balance" for a buy and "insufficient sellable balance" for a sell, writing nothing', async () => {
    const user = await fundedUser('100', '0.001');
    price('BTCUSDT', '60000');
    const orders: Record<string, string>[] = [
      { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.002' },
      { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.002', price: '50000' },
      { symbol: 'BTC/USDT', side: 'sell', type: 'market', quantity: '0.00101' },
      { symbol: 'BTC/USDT', side: 'sell', type: 'limit', quantity: '0.002', price: '70000' },
      // Larger than any balance can hold: refused the same way, never a database error.
      { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '99999999999', price: '99999999999' },
    ];
    const answers = [];
    for (const order of orders) answers.push((await trade(user, order)).body.message);
    const buy = await message('errors.insufficient_balance');
    const sell = await message('errors.insufficient_sellable_balance');
    expect(answers).toEqual([buy, buy, sell, sell, buy]);
    // More digits than any amount may have: the largest-amount message, never a database error.
    const huge = { symbol: 'BTC/USDT', side: 'sell', type: 'market', quantity: '99999999999999999999' };
    expect((await trade(user, huge)).body.message).toBe(await message('errors.amount_too_large'));
    expect(sell).toBe('Insufficient sellable balance');
    expect((await trade(user, orders[2]!, 'ja')).body.message).toBe(
      await message('errors.insufficient_sellable_balance', {}, 'ja'),
    );
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '100', frozen: '0' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.001', frozen: '0' });
    expect(await h.db.select().from(spotOrders).where(eq(spotOrders.userId, user.id))).toEqual([]);
  });

  it('checks the request, the pair precision and minimum, with translated messages', async () => {
    const user = await fundedUser('1000');
    price('BTCUSDT', '60000');
    price('DOGEUSDT', '0.32');
    const base = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.001', price: '50000' };
    const cases: [Record<string, string>, string, Record<string, unknown>?][] = [
      [{ ...base, quantity: '' }, 'errors.quantity_required'],
      [{ ...base, quantity: '0' }, 'errors.quantity_invalid'],
      [{ ...base, quantity: '-1' }, 'errors.quantity_invalid'],
      [{ ...base, quantity: 'abc' }, 'errors.quantity_invalid'],
      [{ ...base, price: '' }, 'errors.price_required'],
      [{ ...base, price: '0' }, 'errors.price_invalid'],
      [{ ...base, side: 'hold' }, 'errors.side_invalid'],
      [{ ...base, type: 'stop' }, 'errors.order_type_invalid'],
      [{ ...base, symbol: 'btc usdt' }, 'errors.symbol_invalid'],
      [{ ...base, symbol: 'FOO/USDT' }, 'errors.spot_pair_unavailable'],
      [{ ...base, quantity: '0.000001' }, 'errors.quantity_precision', { count: 5 }],
      [{ ...base, price: '50000.001' }, 'errors.price_precision', { count: 2 }],
      [{ ...base, symbol: 'DOGE/USDT', quantity: '1.5', price: '0.3' }, 'errors.quantity_whole'],
      [
        { ...base, symbol: 'SOL/USDT', quantity: '0.005', price: '100' },
        'errors.quantity_below_min',
        { min: '0.01', coin: 'SOL' },
      ],
    ];
    for (const [order, key, params] of cases) {
      const res = await trade(user, order);
      expect([order, res.status, res.body.message]).toEqual([order, 400, await message(key, params)]);
    }
    const zh = await trade(user, { ...base, quantity: '0.000001' }, 'zh-CN');
    expect(zh.body.message).toBe('数量最多 5 位小数');
    // Trailing zeros are not extra places; a market order ignores any price sent.
    expect(orderOf(await trade(user, { ...base, quantity: '0.00100000', price: '50000.00' })).status).toBe(
      'waiting',
    );
    expect(orderOf(await trade(user, { ...base, type: 'market', price: '1.2345678' })).status).toBe(
      'completed',
    );
    expect((await h.post('coin/trade', base)).body.type).toBe('999');
  });

  it('a retry with the same request id returns the first order and moves the money once', async () => {
    const user = await fundedUser('2000');
    price('BTCUSDT', '60000');
    const order = {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      quantity: '0.01',
      request_id: newRequestId(),
    };
    const first = orderOf(await trade(user, order));
    price('BTCUSDT', '61000');
    const again = orderOf(await trade(user, order));
    expect(again).toEqual(first);
    expect(first.fill_price).toBe('60000');
    // Whatever else the retry carries, even a pair nobody can trade: the first order, not a refusal.
    expect(orderOf(await trade(user, { ...order, symbol: 'NOPE/USDT', quantity: '5' }))).toEqual(first);
    // 0.01 × 60,000 = 600 + 0.6
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '1399.4', frozen: '0' });
    // Sent three times at once: one order, frozen once (0.01 × 50,000 × 1.001 = 500.5).
    const limit = { ...order, type: 'limit', price: '50000', request_id: newRequestId() };
    const answers = await Promise.all([trade(user, limit), trade(user, limit), trade(user, limit)]);
    expect(new Set(answers.map((a) => orderOf(a).id)).size).toBe(1);
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '898.9', frozen: '500.5' });
  });

  it('lists open and history orders, newest first, paged and by pair', async () => {
    const user = await fundedUser('100000');
    price('BTCUSDT', '60000');
    price('ETHUSDT', '3400');
    const placed: SpotOrder[] = [];
    for (const [symbol, limit] of [
      ['BTC/USDT', '50000'],
      ['ETH/USDT', '3000'],
      ['BTC/USDT', '51000'],
      ['BTC/USDT', '52000'],
    ] as const)
      placed.push(
        orderOf(await trade(user, { symbol, side: 'buy', type: 'limit', quantity: '0.01', price: limit })),
      );
    placed.push(
      orderOf(await trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01' })),
    );
    await cancel(user, placed[0]!.id);

    const list = async (query: string) =>
      (await h.get(`coin/list?${query}`, { token: user.token })).body.data as SpotOrderList;
    const ids = (l: SpotOrderList) => l.list.map((o) => o.id);
    const open = await list('status=open');
    expect(ids(open)).toEqual([placed[3]!.id, placed[2]!.id, placed[1]!.id]);
    expect(open.total).toBe(3);
    const history = await list('status=history');
    expect(ids(history)).toEqual([placed[4]!.id, placed[0]!.id]);
    expect(history.list.map((o) => o.status)).toEqual(['completed', 'cancelled']);
    const page2 = await list('status=open&page=2&limit=2');
    expect([ids(page2), page2.page, page2.limit, page2.total]).toEqual([[placed[1]!.id], 2, 2, 3]);
    expect(ids(await list('status=open&symbol=ETH/USDT'))).toEqual([placed[1]!.id]);
    expect(ids(await list('status=open&symbol=XRP/USDT'))).toEqual([]);
    // Another user's orders are never listed.
    const stranger = await fundedUser();
    expect((await h.get('coin/list?status=history', { token: stranger.token })).body.data).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('publishes every change of an order on its owner channel, as the API shows it', async () => {
    const user = await fundedUser('10000');
    const other = await fundedUser('10000');
    const heard: BusMessage[] = [];
    const stop = bus.subscribe((m) => {
      if (m.ch.startsWith('orders:')) heard.push(m);
    });
    price('BTCUSDT', '60000');
    const market = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01' }),
    );
    const resting = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.01', price: '59000' }),
    );
    const cancelled = orderOf(await cancel(user, resting.id));
    const filling = orderOf(
      await trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.01', price: '59500' }),
    );
    await trade(other, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01' });
    price('BTCUSDT', '59400');
    const filled = await waitForOrder(h, user.token, filling.id, (o) => o.status === 'completed');
    stop();
    const mine = heard.filter((m) => m.ch === userOrdersChannel(user.id)).map((m) => m.data);
    expect(mine).toEqual([market, resting, cancelled, filling, filled]);
    expect(heard.filter((m) => m.ch === userOrdersChannel(other.id))).toHaveLength(1);
  });
});

describe.each(dbKinds())('spot orders a minute on, when the pairs are read again, on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('cancels one resting order and fills another', async () => {
    const user = await usernameUser(h);
    await fund(h.db, user.id, '10000', COIN.USDT);
    const tick = (price: string) => h.feed.push('BTCUSDT', price, h.clock.now().getTime());
    tick('60000');
    const limitBuy = async (limit: string) =>
      orderOf(
        await h.post(
          'coin/trade',
          { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.01', price: limit },
          { token: user.token },
        ),
      );
    const toCancel = await limitBuy('50000');
    const toFill = await limitBuy('55000');

    // The pair list is kept for a minute; the cancel and the fill after it read it again.
    h.clock.advance(61_000);
    const cancelled = await h.put('coin/trade/cancel', { id: String(toCancel.id) }, { token: user.token });
    expect(orderOf(cancelled).status).toBe('cancelled');
    h.clock.advance(61_000);
    tick('54000');
    const filled = await waitForOrder(h, user.token, toFill.id, (o) => o.status === 'completed');
    expect(filled.fill_price).toBe('55000');
    expect(await spotBalance(h, user.id, COIN.USDT)).toMatchObject({ frozen: '0' });
  });
});
