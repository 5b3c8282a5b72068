import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big, plainDecimal } from '../../src/core/money';
import type {
  HostedOrder,
  RedemptionQuote,
  TrustProduct,
  TrustProductInfo,
} from '../../src/core/schemas/finance';
import {
  financeOrders,
  financePayouts,
  financeProducts,
  ledgerTransactions,
} from '../../src/server/db/schema';
import { balancesOf } from '../../src/server/ledger/ledger';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import type { Harness } from '../helpers/harness';
import { createHarness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';
import { runOps } from '../../src/server/ops/commands';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';

/**
 * Locked funds through the real server: subscriptions, the engine's daily interest under a clock
 * the test moves (catch-up, maturity, two engines), early redemption by a binding quote. The
 * harness checks on closing that the ledger equals the balances.
 */

const DAY = 86_400_000;

type Money = { available: string; frozen: string };

async function usdt(h: Harness, userId: number, account: string): Promise<Money> {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === account && b.coin_id === COIN.USDT);
  return { available: plainDecimal(row?.available ?? '0'), frozen: plainDecimal(row?.frozen ?? '0') };
}

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

describe.each(dbKinds())('locked funds on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // The clock moves weeks ahead: sessions must outlive it.
    h = await createHarness(kind, { SESSION_TTL_HOURS: String(24 * 365) });
  });
  afterAll(() => h.close());

  const products = async (user?: TestUser) =>
    data<{ products: TrustProduct[] }>(await h.get('lh/deposit/config', { token: user?.token })).products;
  const productNamed = async (name: string, user?: TestUser) =>
    (await products(user)).find((p) => p.name === name)!;

  const subscribe = (user: TestUser, body: Record<string, string>) =>
    h.post('lh/deposit', { agree: '1', request_id: newRequestId(), ...body }, { token: user.token });

  async function userWith(amount: string): Promise<TestUser> {
    const user = await usernameUser(h);
    await fund(h.db, user.id, amount, COIN.USDT);
    return user;
  }

  async function order(user: TestUser, id: number): Promise<HostedOrder> {
    for (const tab of ['hosting', 'completed', 'redeemed']) {
      const page = data<{ list: HostedOrder[] }>(
        await h.get(`lh/deposit/order?tab=${tab}&limit=100`, { token: user.token }),
      );
      const found = page.list.find((o) => o.id === id);
      if (found) return found;
    }
    throw new Error(`order ${id} not listed`);
  }

  /** Moves the clock to `at` (plus a second) and waits for the engine to have paid `paidDays`. */
  async function paidThrough(user: TestUser, id: number, at: number, paidDays: number) {
    const now = h.clock.now().getTime();
    if (at > now) h.clock.advance(at - now + 1_000);
    await until(async () => (await order(user, id)).paid_days === paidDays, 10_000);
    return order(user, id);
  }

  it('offers the seeded products, open first, with the annual rate and a quota', async () => {
    const list = await products();
    const spec = list.find((p) => p.name === 'USDT 15-day')!;
    expect(spec).toMatchObject({
      currency: 'USDT',
      days: 15,
      daily_rate: '0.004',
      annual_rate: '1.46',
      penalty_rate: '0.004',
      status: 'open',
      quota_left: '1000000',
      user_left: '100000',
    });
    expect(list[0]!.status).toBe('open');
    expect(list.find((p) => p.name === 'USDT 15-day round 2')!.status).toBe('upcoming');
  });

  it('tells the dates of a subscription made now: interest from the next day, completion after the term', async () => {
    const spec = await productNamed('USDT 15-day');
    const info = data<TrustProductInfo>(await h.get(`lh/deposit/product_info?id=${spec.id}`));
    const now = h.clock.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(info.interest_start).toBe(nextMidnight);
    expect(info.first_payout).toBe(nextMidnight + DAY);
    expect(info.completion_date).toBe(nextMidnight + 15 * DAY);
    expect(info.expected_interest_per_1000).toBe('60');
    expect(info.time_zone).toBe('UTC');
    expect(info.rules.join(' ')).toContain('0.4%');
    const zh = data<TrustProductInfo>(
      await h.get(`lh/deposit/product_info?id=${spec.id}`, { lang: 'zh-CN' }),
    );
    expect(zh.rules[0]).not.toBe(info.rules[0]);
  });

  it('moves the principal from spot into trust frozen, once per request id', async () => {
    const user = await userWith('1500');
    const spec = await productNamed('USDT 15-day');
    const requestId = newRequestId();
    const first = data<HostedOrder>(
      await subscribe(user, { product_id: String(spec.id), amount: '1000', request_id: requestId }),
    );
    const retry = data<HostedOrder>(
      await subscribe(user, { product_id: String(spec.id), amount: '1000', request_id: requestId }),
    );
    expect(retry.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'hosting', amount: '1000', earned: '0', remaining_days: 15 });
    expect(first.expected_interest).toBe('60');
    expect(await usdt(h, user.id, 'spot')).toEqual({ available: '500', frozen: '0' });
    expect(await usdt(h, user.id, 'trust')).toEqual({ available: '0', frozen: '1000' });
    const after = await productNamed('USDT 15-day', user);
    expect(after.quota_left).toBe(new Big(spec.quota_left).minus(1000).toFixed());
    expect(after.user_left).toBe('99000');
  });

  it('refuses each bad subscription with its own message and changes nothing', async () => {
    const user = await userWith('200');
    const spec = await productNamed('USDT 15-day');
    const upcoming = await productNamed('USDT 15-day round 2');
    const [small] = await h.db
      .insert(financeProducts)
      .values({
        name: `tiny quota ${kind}`,
        coinId: COIN.USDT,
        days: 3,
        minAmount: '10',
        maxAmount: '100',
        dailyRate: '0.001',
        penaltyRate: '0.001',
        quotaTotal: '150',
        quotaUsed: '100',
        userLimit: '100',
        opensAt: new Date(h.clock.now().getTime() - DAY),
      })
      .returning();
    const [limited] = await h.db
      .insert(financeProducts)
      .values({
        name: `small limit ${kind}`,
        coinId: COIN.USDT,
        days: 3,
        minAmount: '10',
        maxAmount: '100',
        dailyRate: '0.001',
        penaltyRate: '0.001',
        quotaTotal: '10000',
        userLimit: '60',
        opensAt: new Date(h.clock.now().getTime() - DAY),
      })
      .returning();
    data(await subscribe(user, { product_id: String(limited!.id), amount: '40' }));
    const before = { spot: await usdt(h, user.id, 'spot'), trust: await usdt(h, user.id, 'trust') };
    const orders = async () =>
      (await h.db.select({ n: count() }).from(financeOrders).where(eq(financeOrders.userId, user.id)))[0]!.n;
    const ordersBefore = await orders();

    const id = String(spec.id);
    const cases: [Record<string, string>, string][] = [
      [{ product_id: id, amount: '' }, await message('errors.finance_amount_required')],
      [{ product_id: id, amount: 'ten' }, await message('errors.finance_amount_invalid')],
      [
        { product_id: id, amount: '99' },
        await message('errors.finance_amount_min', { min: '100', currency: 'USDT' }),
      ],
      [
        { product_id: id, amount: '50001' },
        await message('errors.finance_amount_max', { max: '50000', currency: 'USDT' }),
      ],
      [{ product_id: id, amount: '100', agree: '0' }, await message('errors.finance_agree_required')],
      [{ product_id: id, amount: '100.0000001' }, await message('errors.amount_precision', { decimals: 6 })],
      [{ product_id: id, amount: '180' }, await message('errors.insufficient_balance')],
      [{ product_id: String(upcoming.id), amount: '100' }, await message('errors.finance_upcoming')],
      [
        { product_id: String(small!.id), amount: '60' },
        await message('errors.finance_quota_reached', { left: '50', currency: 'USDT' }),
      ],
      [
        { product_id: String(limited!.id), amount: '30' },
        await message('errors.finance_user_limit', { left: '20', currency: 'USDT' }),
      ],
      [{ product_id: '999999', amount: '100' }, await message('errors.finance_product_missing')],
      [{ product_id: 'x', amount: '100' }, await message('errors.finance_product_missing')],
    ];
    for (const [body, text] of cases) {
      const res = await subscribe(user, body);
      expect([body, res.body.type, res.body.message]).toEqual([body, 'error', text]);
    }
    await h.db
      .update(financeProducts)
      .set({ closedAt: h.clock.now() })
      .where(eq(financeProducts.id, limited!.id));
    const closed = await subscribe(user, { product_id: String(limited!.id), amount: '10' });
    expect(closed.body.message).toBe(await message('errors.finance_closed'));
    // 50 left is still more than one minimum (10): the product stays open.
    expect((await productNamed(`tiny quota ${kind}`)).status).toBe('open');

    expect({ spot: await usdt(h, user.id, 'spot'), trust: await usdt(h, user.id, 'trust') }).toEqual(before);
    expect(await orders()).toBe(ordersBefore);
  });

  it('shows sold out with the opening time of the next product of the coin', async () => {
    const opens = new Date(h.clock.now().getTime() + 2 * DAY);
    const [gone] = await h.db
      .insert(financeProducts)
      .values({
        name: `sold out ${kind}`,
        coinId: COIN.ETH,
        days: 3,
        minAmount: '1',
        maxAmount: '10',
        dailyRate: '0.001',
        penaltyRate: '0.001',
        quotaTotal: '10',
        quotaUsed: '9.5',
        userLimit: '10',
        opensAt: new Date(h.clock.now().getTime() - DAY),
      })
      .returning();
    await h.db.insert(financeProducts).values({
      name: `next round ${kind}`,
      coinId: COIN.ETH,
      days: 3,
      minAmount: '1',
      maxAmount: '10',
      dailyRate: '0.001',
      penaltyRate: '0.001',
      quotaTotal: '10',
      userLimit: '10',
      opensAt: opens,
    });
    const shown = (await products()).find((p) => p.id === gone!.id)!;
    expect(shown.status).toBe('sold_out');
    expect(shown.next_opens_at).toBe(opens.getTime());
  });

  it('pays each day once from T+1, catches up a three-day gap day by day, releases at maturity, then nothing', async () => {
    const user = await userWith('1001');
    const week = await productNamed('USDT 7-day');
    const placed = data<HostedOrder>(
      await subscribe(user, { product_id: String(week.id), amount: '1000.123457' }),
    );
    // Nothing on the day of subscribing, nor during the first interest day.
    h.clock.advance(placed.interest_start - h.clock.now().getTime() + DAY / 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await order(user, placed.id)).paid_days).toBe(0);

    const first = await paidThrough(user, placed.id, placed.interest_start + DAY, 1);
    // 1000.123457 × 0.002 = 2.000246914, cut to 8 places.
    expect(first.earned).toBe('2.00024691');
    expect(first.today_income).toBe('2.00024691');
    expect(await usdt(h, user.id, 'trust')).toEqual({ available: '2.00024691', frozen: '1000.123457' });

    // Down for three days: the engine pays days 2, 3 and 4, each on its own.
    const caughtUp = await paidThrough(user, placed.id, placed.interest_start + 4 * DAY, 4);
    expect(caughtUp.earned).toBe('8.00098764');
    const payouts = await h.db.select().from(financePayouts).where(eq(financePayouts.orderId, placed.id));
    expect(payouts.map((p) => p.day).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(payouts.map((p) => p.dayStart.getTime())).size).toBe(4);

    const done = await paidThrough(user, placed.id, placed.completion_date, 7);
    expect(done.status).toBe('completed');
    // The whole term exactly: 1000.123457 × 0.002 × 7 = 14.001728398.
    expect(done.earned).toBe('14.001728398');
    expect(await usdt(h, user.id, 'trust')).toEqual({ available: '1014.125185398', frozen: '0' });
    expect(await usdt(h, user.id, 'spot')).toEqual({ available: '0.876543', frozen: '0' });
    // The user is told, once, with the figures.
    const messages = data<{ list: { title: string; summary: string; link: unknown }[] }>(
      await h.post('news/list', { kind: 'message' }, { token: user.token }),
    ).list;
    const completed = messages.filter((m) => m.title === 'Locked funds completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.summary).toContain('1000.123457 USDT');
    expect(completed[0]!.summary).toContain('14.001728398 USDT');
    expect(completed[0]!.link).toEqual({ type: 'finance', id: placed.id });

    h.clock.advance(3 * DAY);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(
      (
        await h.db.select({ n: count() }).from(financePayouts).where(eq(financePayouts.orderId, placed.id))
      )[0]!.n,
    ).toBe(7);
    // The interest and the principal can go back to spot.
    const moved = await h.post(
      'wallet/change',
      { currency_id: '3', from: 'trust', to: 'spot', amount: '1014.125185', request_id: newRequestId() },
      { token: user.token },
    );
    expect(moved.body.type, moved.body.message).toBe('ok');
  });

  it("redeems early by the quote read: the spec's 12 and 988, the interest paid kept", async () => {
    const user = await userWith('1000');
    const spec = await productNamed('USDT 15-day');
    const placed = data<HostedOrder>(await subscribe(user, { product_id: String(spec.id), amount: '1000' }));
    // Twelve days of interest paid: three days left.
    await paidThrough(user, placed.id, placed.interest_start + 12 * DAY, 12);
    const quote = data<RedemptionQuote>(
      await h.post('lh/deposit/order/quote', { id: String(placed.id) }, { token: user.token }),
    );
    expect(quote).toMatchObject({ penalty: '12', refund: '988', remaining_days: 3, interest_paid: '48' });
    const redeemed = data<HostedOrder>(
      await h.post(
        'lh/deposit/order/cancel',
        { id: String(placed.id), quote_id: quote.quote_id },
        { token: user.token },
      ),
    );
    expect(redeemed).toMatchObject({ status: 'redeemed', penalty: '12', refund: '988', earned: '48' });
    expect(await usdt(h, user.id, 'trust')).toEqual({ available: '1036', frozen: '0' });
    const again = await h.post(
      'lh/deposit/order/cancel',
      { id: String(placed.id), quote_id: quote.quote_id },
      { token: user.token },
    );
    expect(again.body.message).toBe(await message('errors.finance_not_hosting'));
  });

  it('refuses a quote from an earlier day with the new figures, and pays the days due first', async () => {
    const user = await userWith('1000');
    const spec = await productNamed('USDT 15-day');
    const placed = data<HostedOrder>(await subscribe(user, { product_id: String(spec.id), amount: '1000' }));
    const early = data<RedemptionQuote>(
      await h.post('lh/deposit/order/quote', { id: String(placed.id) }, { token: user.token }),
    );
    expect(early).toMatchObject({ penalty: '60', refund: '940', remaining_days: 15, interest_paid: '0' });
    // Two days later, before the engine has paid anything (it is not given the time to).
    const trustBefore = await usdt(h, user.id, 'trust');
    h.clock.advance(placed.interest_start - h.clock.now().getTime() + 2 * DAY + 1_000);
    const stale = await h.post(
      'lh/deposit/order/cancel',
      { id: String(placed.id), quote_id: early.quote_id },
      { token: user.token },
    );
    expect(stale.body.message).toBe(
      await message('errors.finance_quote_stale', { penalty: '52', refund: '948', currency: 'USDT' }),
    );
    const fresh = data<RedemptionQuote>(
      await h.post('lh/deposit/order/quote', { id: String(placed.id) }, { token: user.token }),
    );
    expect(fresh).toMatchObject({ penalty: '52', refund: '948', remaining_days: 13, interest_paid: '8' });
    const redeemed = data<HostedOrder>(
      await h.post(
        'lh/deposit/order/cancel',
        { id: String(placed.id), quote_id: fresh.quote_id },
        { token: user.token },
      ),
    );
    // The two days due were paid inside the redemption, whichever of it and the engine came first.
    expect(redeemed).toMatchObject({ status: 'redeemed', earned: '8', refund: '948' });
    expect(await usdt(h, user.id, 'trust')).toEqual({
      available: new Big(trustBefore.available).plus(956).toFixed(),
      frozen: '0',
    });
  });

  it("refuses another user's order for the quote and the redemption", async () => {
    const owner = await userWith('200');
    const other = await userWith('0.000001');
    const spec = await productNamed('USDT 15-day');
    const placed = data<HostedOrder>(await subscribe(owner, { product_id: String(spec.id), amount: '100' }));
    const missing = await message('errors.finance_order_missing');
    const quote = await h.post('lh/deposit/order/quote', { id: String(placed.id) }, { token: other.token });
    expect(quote.body.message).toBe(missing);
    const own = data<RedemptionQuote>(
      await h.post('lh/deposit/order/quote', { id: String(placed.id) }, { token: owner.token }),
    );
    const cancel = await h.post(
      'lh/deposit/order/cancel',
      { id: String(placed.id), quote_id: own.quote_id },
      { token: other.token },
    );
    expect(cancel.body.message).toBe(missing);
    expect((await order(owner, placed.id)).status).toBe('hosting');
  });

  it('lets an operator schedule a product and close it; a closed product keeps its orders running', async () => {
    const ops = (...argv: string[]) =>
      runOps(
        { db: h.db, clock: h.clock.now, config: h.config },
        opsCommandsOf(SERVER_MODULES),
        argv,
        'e2e-ops',
      );
    /** A 10-day product at 0.3 % a day through the ops command; its id. */
    const createProduct = async (name: string, ...more: string[]) => {
      const terms = [
        '--coin',
        'USDT',
        '--days',
        '10',
        '--daily-rate',
        '0.003',
        '--min',
        '50',
        '--max',
        '5000',
      ];
      const out = await ops(
        'finance:create',
        '--name',
        name,
        ...terms,
        '--quota',
        '100000',
        '--user-limit',
        '10000',
        ...more,
      );
      return Number(/product (\d+)/.exec(out)![1]);
    };
    const opensAt = new Date(h.clock.now().getTime() + 5 * DAY);
    const id = await createProduct(`ops round ${kind}`, '--opens-at', opensAt.toISOString());
    const scheduled = (await products()).find((p) => p.id === id)!;
    expect(scheduled).toMatchObject({
      status: 'upcoming',
      opens_at: opensAt.getTime(),
      penalty_rate: '0.003',
    });
    await expect(ops('finance:create', '--name', 'x', '--coin', 'USDT', '--days', '0')).rejects.toThrow(
      /--days/,
    );
    expect(await ops('finance-products')).toContain(`ops round ${kind}`);

    // Open at once, subscribed, then closed: no new subscription, the order held runs on.
    const openId = await createProduct(`ops open ${kind}`);
    const user = await userWith('200');
    const placed = data<HostedOrder>(await subscribe(user, { product_id: String(openId), amount: '100' }));
    await ops('finance:close', String(openId), '--reason', 'replaced by a new round');
    expect((await products()).find((p) => p.id === openId)!.status).toBe('closed');
    const refused = await subscribe(user, { product_id: String(openId), amount: '50' });
    expect(refused.body.message).toBe(await message('errors.finance_closed'));
    await expect(ops('finance:close', String(openId), '--reason', 'again')).rejects.toThrow(/already closed/);
    expect((await order(user, placed.id)).status).toBe('hosting');
  });

  it('reports per coin what is hosting, earned in all and today', async () => {
    const user = await userWith('600');
    const spec = await productNamed('USDT 15-day');
    const a = data<HostedOrder>(await subscribe(user, { product_id: String(spec.id), amount: '500' }));
    await paidThrough(user, a.id, a.interest_start + DAY, 1);
    const report = data<{ currency: string }[]>(await h.get('lh/deposit/report', { token: user.token }));
    expect(report).toEqual([
      { currency: 'USDT', hosting_amount: '500', earned_total: '2', today_income: '2', orders_hosting: 1 },
    ]);
  });
});

describe('locked funds with two engines on one PostgreSQL', () => {
  it('pays every day of every order once, whichever engine claims it', async () => {
    const nodes = await twoNodesOnOnePostgres();
    const { a, b } = nodes;
    const week = data<{ products: TrustProduct[] }>(await a.get('lh/deposit/config')).products.find(
      (p) => p.name === 'USDT 7-day',
    )!;
    const ids: number[] = [];
    for (let u = 0; u < 4; u++) {
      const user = await usernameUser(a);
      await fund(a.db, user.id, '5000', COIN.USDT);
      for (let i = 0; i < 5; i++) {
        const placed = await a.post(
          'lh/deposit',
          { product_id: String(week.id), amount: String(100 + i), agree: '1', request_id: newRequestId() },
          { token: user.token },
        );
        ids.push(data<HostedOrder>(placed).id);
      }
    }
    // Both engines find all seven days of all twenty orders due at once.
    a.clock.advance(9 * DAY);
    b.clock.advance(9 * DAY);
    await until(async () => {
      const [left] = await a.db
        .select({ n: count() })
        .from(financeOrders)
        .where(and(inArray(financeOrders.id, ids), eq(financeOrders.status, 'hosting')));
      return Number(left!.n) === 0;
    }, 30_000);
    const [payouts] = await a.db
      .select({ n: count() })
      .from(financePayouts)
      .where(inArray(financePayouts.orderId, ids));
    expect(Number(payouts!.n)).toBe(20 * 7);
    const [interest] = await a.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.reason, 'finance_interest'),
          like(ledgerTransactions.requestId, 'finance-interest:%'),
        ),
      );
    expect(Number(interest!.n)).toBe(20 * 7);
    expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
    await nodes.close();
  }, 60_000);
});

describe("the platform day's time zone", () => {
  it('refuses to start with a zone that does not exist, naming the setting', async () => {
    await expect(createHarness('pglite', { PLATFORM_TIME_ZONE: 'Mars/Olympus_Mons' })).rejects.toThrow(
      /PLATFORM_TIME_ZONE/,
    );
  });

  it("cuts a subscription's days at midnight in the configured zone", async () => {
    const h = await createHarness('pglite', { PLATFORM_TIME_ZONE: 'Asia/Singapore' });
    try {
      const spec = data<{ products: TrustProduct[] }>(await h.get('lh/deposit/config')).products.find(
        (p) => p.name === 'USDT 15-day',
      )!;
      const info = data<TrustProductInfo>(await h.get(`lh/deposit/product_info?id=${spec.id}`));
      expect(info.time_zone).toBe('Asia/Singapore');
      // Midnight in Singapore is 16:00 UTC.
      expect(new Date(info.interest_start).getUTCHours()).toBe(16);
      expect(info.rules.join(' ')).toContain('Asia/Singapore');
    } finally {
      await h.close();
    }
  });
});
