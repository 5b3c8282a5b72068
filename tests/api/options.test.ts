import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionOrder } from '../../src/core/schemas/options';
import {
  ledgerTransactions,
  optionDemoTopups,
  optionOrders,
  optionProducts,
} from '../../src/server/db/schema';
import { plainDecimal } from '../../src/core/money';
import { balancesOf } from '../../src/server/ledger/ledger';
import { newRequestId } from '../../src/web/api/requestId';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import { markVerified, usernameUser, type TestUser } from '../helpers/withdrawals';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';

/**
 * Delivery options through the real server: orders opened on recorded ticks, settled by the
 * engine from the ticks of the 2 s before `settle_at`, the ledger equal to the balances after each.
 */

type Balance = { available: string; frozen: string };

async function optionsBalance(h: Harness, userId: number, account = 'options'): Promise<Balance> {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === account && b.coin_id === COIN.USDT);
  const plain = (v: string | undefined) => plainDecimal(v ?? '0');
  return { available: plain(row?.available), frozen: plain(row?.frozen) };
}

describe.each(dbKinds())('delivery options on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function verifiedUser(usdt = '1000'): Promise<TestUser> {
    const user = await usernameUser(h);
    await markVerified(h, user.id);
    await fund(h.db, user.id, usdt, COIN.USDT, 'options');
    return user;
  }

  const submit = (user: TestUser, order: Record<string, string>) =>
    h.post(
      'microtrade/submit',
      { account: 'real', request_id: newRequestId(), ...order },
      { token: user.token },
    );

  /** Ticks at given offsets (ms) from a time, each a second apart at least so each is recorded. */
  const pushAt = (feedSymbol: string, base: number, ticks: [number, string][]) => {
    for (const [offset, price] of ticks) h.feed.push(feedSymbol, price, base + offset);
  };

  async function settled(user: TestUser, id: number): Promise<OptionOrder> {
    let found: OptionOrder | undefined;
    await until(async () => {
      const res = await h.get(`microtrade/lists?status=settled&limit=100`, { token: user.token });
      found = (res.body.data as { list: OptionOrder[] }).list.find((o) => o.id === id);
      return found !== undefined;
    }, 10_000);
    return found!;
  }

  it('offers each pair its periods with their terms, and the user’s two accounts', async () => {
    const products = (await h.get('microtrade/seconds?symbol=BTC/USDT')).body.data as { seconds: number }[];
    expect(products.map((p) => p.seconds)).toEqual([30, 60, 120, 300]);
    const user = await verifiedUser('250');
    const payable = await h.get('microtrade/payable_currencies', { token: user.token });
    expect(payable.body.data).toEqual([
      { currency: 'USDT', account: 'real', available: '250' },
      // A new account's demo balance is there from the start.
      { currency: 'USDT', account: 'simulation', available: '10000' },
    ]);
  });

  it('settles up, down, an unchanged price and flat from the median of the recorded ticks', async () => {
    const now = h.clock.now().getTime();
    // Open prices: one fresh tick per pair.
    pushAt('BTCUSDT', now, [[0, '60000']]);
    pushAt('ETHUSDT', now, [[0, '3000']]);
    pushAt('SOLUSDT', now, [[0, '190']]);
    pushAt('BNBUSDT', now, [[0, '680']]);
    const user = await verifiedUser('1000');
    const open = async (symbol: string, direction: string) => {
      const res = await submit(user, { symbol, direction, seconds: '30', amount: '100' });
      expect(res.body.type, res.body.message).toBe('ok');
      return res.body.data as OptionOrder;
    };
    const up = await open('BTC/USDT', 'up');
    const down = await open('ETH/USDT', 'down');
    const tie = await open('SOL/USDT', 'up');
    const flat = await open('BNB/USDT', 'flat');
    expect(up).toMatchObject({ status: 'open', open_price: '60000', payout_ratio: '0.8', amount: '100' });
    expect(up.open_tick).toMatchObject({ price: '60000', source: 'simulated' });
    expect(await optionsBalance(h, user.id)).toEqual({ available: '600', frozen: '400' });

    // The window's ticks (2 s before settle_at), an outlier among them, and one after it.
    const settleAt = up.settle_at;
    // (The market records one tick per second per pair: these are a second apart.)
    pushAt('BTCUSDT', settleAt, [
      [-2000, '60010'],
      [-1000, '99999'],
      [0, '60020'],
      [1000, '1'],
    ]);
    pushAt('ETHUSDT', settleAt, [
      [-1500, '3010'],
      [-500, '3005'],
      [800, '1'],
    ]);
    pushAt('SOLUSDT', settleAt, [
      [-1200, '190'],
      [600, '1'],
    ]);
    pushAt('BNBUSDT', settleAt, [
      [-1000, '680.05'],
      [900, '1'],
    ]);
    h.clock.advance(settleAt - now + 1_500);

    const won = await settled(user, up.id);
    // Median of 60010, 99999, 60020: the outlier does not decide.
    expect(won).toMatchObject({
      status: 'won',
      close_price: '60020',
      payout: '178.4',
      fee: '1.6',
      profit_loss: '78.4',
    });
    expect(won.settlement_ticks.map((t) => t.price)).toEqual(['60010', '99999', '60020']);
    expect(won.close_tick).toEqual({ price: '60020', time: settleAt, source: 'simulated' });
    expect(won.settlement_ticks.every((t) => t.time <= settleAt && t.time >= settleAt - 2000)).toBe(true);
    const lost = await settled(user, down.id);
    expect(lost).toMatchObject({ status: 'lost', close_price: '3007.5', payout: '0', profit_loss: '-100' });
    // Two ticks: the close is their mean, and no single tick is the median.
    expect(lost.close_tick).toBeNull();
    const refunded = await settled(user, tie.id);
    expect(refunded).toMatchObject({
      status: 'refunded',
      close_price: '190',
      payout: '100',
      profit_loss: '0',
    });
    // The band at 680 is 0.07: a move of 0.05 is flat.
    const flatWon = await settled(user, flat.id);
    expect(flatWon).toMatchObject({ status: 'won', close_price: '680.05', flat_band: '0.07' });

    // 600 + 178.4 + 0 + 100 + 178.4.
    expect(await optionsBalance(h, user.id)).toEqual({ available: '1056.8', frozen: '0' });
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('keeps the terms the user saw: a later change of the product does not touch an open option', async () => {
    const now = h.clock.now().getTime();
    pushAt('LTCUSDT', now, [[0, '105']]);
    const user = await verifiedUser('100');
    const res = await submit(user, { symbol: 'LTC/USDT', direction: 'up', seconds: '120', amount: '50' });
    const order = res.body.data as OptionOrder;
    expect(order.payout_ratio).toBe('0.88');
    // An operator lowers the ratio and raises the fee while it is open.
    await h.db
      .update(optionProducts)
      .set({ payoutRatio: '0.5', feeRate: '0.5' })
      .where(eq(optionProducts.seconds, 120));
    pushAt('LTCUSDT', order.settle_at, [
      [-500, '106'],
      [1000, '107'],
    ]);
    h.clock.advance(order.settle_at - now + 1_500);
    const done = await settled(user, order.id);
    // 50 × 0.88 = 44 won, 2 % of it (0.88) the fee: as offered, not as changed.
    expect(done).toMatchObject({
      status: 'won',
      payout_ratio: '0.88',
      fee_rate: '0.02',
      fee: '0.88',
      payout: '93.12',
    });
    await h.db
      .update(optionProducts)
      .set({ payoutRatio: '0.88', feeRate: '0.02' })
      .where(eq(optionProducts.seconds, 120));
  });

  it('checks in the spec’s order: delivery time, amount, balance, verification, then a fresh price', async () => {
    const now = h.clock.now().getTime();
    pushAt('XRPUSDT', now, [[0, '2.3']]);
    const unverified = await usernameUser(h);
    await fund(h.db, unverified.id, '50', COIN.USDT, 'options');
    const refusal = async (user: TestUser, order: Record<string, string>) =>
      (await submit(user, { symbol: 'XRP/USDT', direction: 'up', seconds: '60', amount: '20', ...order }))
        .body.message;
    expect(await refusal(unverified, { seconds: '45' })).toBe(
      await message('errors.options_seconds_required'),
    );
    expect(await refusal(unverified, { amount: '5' })).toBe(
      await message('errors.options_amount_min', { min: '10' }),
    );
    expect(await refusal(unverified, { amount: '50001' })).toBe(
      await message('errors.options_amount_max', { max: '50000' }),
    );
    expect(await refusal(unverified, { amount: '60' })).toBe(await message('errors.insufficient_balance'));
    expect(await refusal(unverified, {})).toBe(await message('errors.options_not_verified'));
    // Bad input, a NUL included: a clear message, nothing written.
    expect(await refusal(unverified, { amount: '1\u00000' })).toBe(
      await message('errors.text_control_characters'),
    );
    expect(await refusal(unverified, { amount: '12abc' })).toBe(
      await message('errors.options_amount_invalid'),
    );
    expect(await refusal(unverified, { direction: 'sideways' })).toBe(
      await message('errors.options_direction_invalid'),
    );

    // The demo account (funded from the start) needs no verification; a feed silent for more
    // than 3 s is refused.
    h.clock.advance(4_000);
    expect(await refusal(unverified, { account: 'simulation' })).toBe(
      await message('errors.options_price_stale'),
    );
    expect(await optionsBalance(h, unverified.id)).toEqual({ available: '50', frozen: '0' });
    expect(await optionsBalance(h, unverified.id, 'demo')).toEqual({ available: '10000', frozen: '0' });
    const orders = await h.db.select().from(optionOrders).where(eq(optionOrders.userId, unverified.id));
    expect(orders).toEqual([]);
  });

  it('a retried submit opens one option; the demo refills once an hour, only when below 10,000', async () => {
    const now = h.clock.now().getTime();
    pushAt('DOGEUSDT', now, [[0, '0.32']]);
    const user = await verifiedUser('100');
    const order = {
      symbol: 'DOGE/USDT',
      direction: 'down',
      seconds: '60',
      amount: '40',
      request_id: newRequestId(),
    };
    const answers = await Promise.all([submit(user, order), submit(user, order), submit(user, order)]);
    expect(new Set(answers.map((a) => (a.body.data as OptionOrder).id)).size).toBe(1);
    expect(await optionsBalance(h, user.id)).toEqual({ available: '60', frozen: '40' });

    // A new account's demo balance is there from the start: nothing to refill yet.
    expect(await optionsBalance(h, user.id, 'demo')).toEqual({ available: '10000', frozen: '0' });
    const full = await h.post('microtrade/demo_topup', {}, { token: user.token });
    expect(full.body.message).toBe(await message('errors.options_demo_full', { amount: '10000' }));

    const openDemo = async () => {
      const res = await submit(user, {
        ...order,
        account: 'simulation',
        request_id: newRequestId(),
        amount: '500',
      });
      expect(res.body.data).toMatchObject({ account: 'simulation', status: 'open' });
    };
    await openDemo();
    const topups = await Promise.all(
      [1, 2, 3].map(() => h.post('microtrade/demo_topup', {}, { token: user.token })),
    );
    expect(topups.filter((t) => t.body.type === 'ok')).toHaveLength(1);
    expect(await optionsBalance(h, user.id, 'demo')).toEqual({ available: '10000', frozen: '500' });

    await openDemo();
    const early = await h.post('microtrade/demo_topup', {}, { token: user.token });
    expect(early.body.message).toBe(await message('errors.options_demo_wait'));
    // An hour later (the refill's clock only: the options here must not come due meanwhile).
    await h.db
      .update(optionDemoTopups)
      .set({ lastAt: new Date(h.clock.now().getTime() - 3_600_000) })
      .where(eq(optionDemoTopups.userId, user.id));
    expect((await h.post('microtrade/demo_topup', {}, { token: user.token })).body.type).toBe('ok');
    expect(await optionsBalance(h, user.id, 'demo')).toEqual({ available: '10000', frozen: '1000' });
    // Real balances never moved by the demo.
    expect(await optionsBalance(h, user.id)).toEqual({ available: '60', frozen: '40' });
  });
});

describe('delivery options across a restart', () => {
  it('settles what came due while no engine ran, from that time’s recorded ticks', async () => {
    const database = await createTestDatabase('pglite');
    const first = await createHarness('pglite', {}, undefined, { database });
    const now = first.clock.now().getTime();
    first.feed.push('LTCUSDT', '105', now);
    const user = await usernameUser(first);
    await markVerified(first, user.id);
    await fund(first.db, user.id, '100', COIN.USDT, 'options');
    const res = await first.post(
      'microtrade/submit',
      {
        symbol: 'LTC/USDT',
        direction: 'up',
        seconds: '30',
        amount: '50',
        account: 'real',
        request_id: newRequestId(),
      },
      { token: user.token },
    );
    const order = res.body.data as OptionOrder;
    // The feed goes on while the engine is down: its ticks are recorded, the option is not settled.
    first.feed.push('LTCUSDT', '106', order.settle_at - 1000);
    first.feed.push('LTCUSDT', '107', order.settle_at + 1000);
    await first.app.close();

    const second = await createHarness('pglite', {}, undefined, { database });
    second.clock.advance(order.settle_at - now + 120_000);
    let row: typeof optionOrders.$inferSelect | undefined;
    await until(async () => {
      [row] = await second.db.select().from(optionOrders).where(eq(optionOrders.id, order.id));
      return row?.status !== 'open';
    }, 10_000);
    expect(row).toMatchObject({ status: 'won' });
    expect(row!.settlementTicks!.map((t) => t.price)).toEqual(['106']);
    await second.close();
    await database.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('delivery options with two engines on one PostgreSQL', () => {
  it('settles each option exactly once', async () => {
    const nodes = await twoNodesOnOnePostgres();
    const { a, b } = nodes;
    const now = a.clock.now().getTime();
    a.feed.push('TRXUSDT', '0.25', now);
    const user = await usernameUser(a);
    await markVerified(a, user.id);
    await fund(a.db, user.id, '2000', COIN.USDT, 'options');
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await a.post(
        'microtrade/submit',
        {
          symbol: 'TRX/USDT',
          direction: i % 2 ? 'up' : 'down',
          seconds: '30',
          amount: '10',
          account: 'real',
          request_id: newRequestId(),
        },
        { token: user.token },
      );
      expect(res.body.type, res.body.message).toBe('ok');
      ids.push((res.body.data as OptionOrder).id);
    }
    const last = (await a.db.select().from(optionOrders).where(inArray(optionOrders.id, ids))).reduce(
      (m, o) => Math.max(m, o.settleAt.getTime()),
      0,
    );
    a.feed.push('TRXUSDT', '0.26', last - 1000);
    a.feed.push('TRXUSDT', '0.27', last + 1000);
    // Both engines find all 40 due at once.
    a.clock.advance(last - now + 2_000);
    b.clock.advance(last - now + 2_000);
    await until(async () => {
      const open = await a.db
        .select()
        .from(optionOrders)
        .where(and(inArray(optionOrders.id, ids), eq(optionOrders.status, 'open')));
      return open.length === 0;
    }, 15_000);
    const postings = await a.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          ids.map((id) => `option_order:${id}`),
        ),
      );
    // One to open and one to settle, per option.
    expect(postings).toHaveLength(80);
    expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
    await nodes.close();
    // Two engines settling 40 options take 7 s on a loaded 2-core machine.
  }, 30_000);
});

describe('delivery options switched off (OPTIONS_ENABLED=false)', () => {
  it('refuses to start with a value the switch does not take, naming it', async () => {
    await expect(createHarness('pglite', { OPTIONS_ENABLED: 'maybe' })).rejects.toThrow(
      /invalid setting OPTIONS_ENABLED/,
    );
  });

  it('answers every options call with the region message, and writes nothing', async () => {
    const h = await createHarness('pglite', { OPTIONS_ENABLED: 'false' });
    try {
      const user = await usernameUser(h);
      await markVerified(h, user.id);
      await fund(h.db, user.id, '100', COIN.USDT, 'options');
      h.feed.push('BTCUSDT', '60000', h.clock.now().getTime());
      const unavailable = await message('errors.options_unavailable');
      const answers = await Promise.all([
        h.get('microtrade/seconds'),
        h.get('microtrade/payable_currencies', { token: user.token }),
        h.get('microtrade/lists', { token: user.token }),
        h.post('microtrade/demo_topup', {}, { token: user.token }),
        h.post(
          'microtrade/submit',
          {
            symbol: 'BTC/USDT',
            direction: 'up',
            seconds: '30',
            amount: '10',
            account: 'real',
            request_id: newRequestId(),
          },
          { token: user.token },
        ),
      ]);
      expect(answers.map((a) => a.body.message)).toEqual(Array(5).fill(unavailable));
      expect(await h.db.select().from(optionOrders)).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
