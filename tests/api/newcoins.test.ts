import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeLine } from '../../src/core/allotment';
import { plainDecimal } from '../../src/core/money';
import type { NewCoinOrder, NewCoinProduct, NewCoinProductInfo } from '../../src/core/schemas/newcoins';
import {
  coinListings,
  coinLocks,
  coins,
  ledgerTransactions,
  newcoinOrders,
  newcoinProducts,
} from '../../src/server/db/schema';
import { balancesOf } from '../../src/server/ledger/ledger';
import { defineCoin, scheduleListing } from '../../src/server/modules/newcoins';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';

/**
 * New-coin subscription through the real server: the payment frozen, the window allotted by the
 * published formula when it ends, the coins credited at launch and locked, then unlocked, by the
 * engine under a clock the test moves. The harness checks on closing that the ledger equals the
 * balances.
 */

const DAY = 86_400_000;

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

async function balance(h: Harness, userId: number, coinId: number) {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === coinId);
  return { available: plainDecimal(row?.available ?? '0'), frozen: plainDecimal(row?.frozen ?? '0') };
}

/** A sale of the seeded NOVA coin (4 places) at 0.5 USDT, in its window from now for two days. */
async function newSale(
  h: Harness,
  name: string,
  terms: Partial<typeof newcoinProducts.$inferInsert> = {},
): Promise<number> {
  const [nova] = await h.db.select().from(coins).where(eq(coins.symbol, 'NOVA'));
  const now = h.clock.now().getTime();
  const [row] = await h.db
    .insert(newcoinProducts)
    .values({
      name,
      coinId: nova!.id,
      payCoinId: COIN.USDT,
      issuePrice: '0.5',
      supply: '1000',
      minAmount: '10',
      userLimit: '2000',
      lockupDays: 10,
      startAt: new Date(now - 1000),
      endAt: new Date(now + 2 * DAY),
      launchAt: new Date(now + 3 * DAY),
      ...terms,
    })
    .returning();
  return row!.id;
}

describe.each(dbKinds())('new-coin subscription on %s', (kind) => {
  let h: Harness;
  let novaId: number;
  beforeAll(async () => {
    h = await createHarness(kind, { SESSION_TTL_HOURS: String(24 * 365) });
    novaId = (await h.db.select().from(coins).where(eq(coins.symbol, 'NOVA')))[0]!.id;
  });
  afterAll(() => h.close());

  const order = (user: TestUser, body: Record<string, string>) =>
    h.post('lh/send/order', { request_id: newRequestId(), ...body }, { token: user.token });
  const mine = async (user: TestUser) =>
    data<{ list: NewCoinOrder[] }>(await h.get('lh/send/order_list?limit=100', { token: user.token })).list;

  async function userWith(usdt: string): Promise<TestUser> {
    const user = await usernameUser(h);
    await fund(h.db, user.id, usdt, COIN.USDT);
    return user;
  }

  it('offers the seeded sale in its window, with its price, supply and lock-up', async () => {
    const { products } = data<{ products: NewCoinProduct[] }>(await h.get('lh/send/config'));
    const nova = products.find((p) => p.currency === 'NOVA')!;
    expect(nova).toMatchObject({
      issue_price: '0.05',
      pay_currency: 'USDT',
      lockup_days: 30,
      status: 'subscribing',
    });
    const recommended = data<{ products: NewCoinProduct[] }>(await h.get('lh/send/get_recommend')).products;
    expect(recommended.length).toBeLessThanOrEqual(3);
    expect(recommended[0]!.status).toBe('subscribing');
    const info = data<NewCoinProductInfo>(await h.get(`lh/send/product_info?id=${nova.id}`));
    expect(info.description).toContain('Nova');
    expect(info.rules).toHaveLength(4);
    expect(info.allotment).toBeNull();
  });

  it('freezes the payment for the coins asked for, once per request id', async () => {
    const user = await userWith('100');
    const id = await newSale(h, `freeze ${kind}`);
    const requestId = newRequestId();
    const first = data<NewCoinOrder>(
      await order(user, { product_id: String(id), amount: '25.5', request_id: requestId }),
    );
    const again = data<NewCoinOrder>(
      await order(user, { product_id: String(id), amount: '25.5', request_id: requestId }),
    );
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'under_review', amount_paid: '25.5', quantity: '51', cost: null });
    expect(await balance(h, user.id, COIN.USDT)).toEqual({ available: '74.5', frozen: '25.5' });
  });

  it('refuses each bad subscription with its own message and changes nothing', async () => {
    const user = await userWith('100');
    const open = await newSale(h, `refusals ${kind}`, { userLimit: '60' });
    const capped = await newSale(h, `capped ${kind}`, {
      oversubscribable: 0,
      supply: '20',
      subscribed: '20',
    });
    const later = await newSale(h, `later ${kind}`, {
      startAt: new Date(h.clock.now().getTime() + DAY),
      endAt: new Date(h.clock.now().getTime() + 2 * DAY),
    });
    data(await order(user, { product_id: String(open), amount: '50' }));
    const before = await balance(h, user.id, COIN.USDT);
    const count = async () => (await mine(user)).length;
    const ordersBefore = await count();
    const cases: [Record<string, string>, string][] = [
      [{ product_id: String(open), amount: '' }, await message('errors.newcoin_amount_required')],
      [{ product_id: String(open), amount: 'lots' }, await message('errors.newcoin_amount_invalid')],
      [
        { product_id: String(open), amount: '9' },
        await message('errors.newcoin_amount_min', { min: '10', currency: 'USDT' }),
      ],
      [
        { product_id: String(open), amount: '10.0000001' },
        await message('errors.amount_precision', { decimals: 6 }),
      ],
      [{ product_id: String(open), amount: '51' }, await message('errors.insufficient_balance')],
      [
        { product_id: String(open), amount: '20' },
        await message('errors.newcoin_user_limit', { left: '10', currency: 'USDT' }),
      ],
      [{ product_id: String(capped), amount: '10' }, await message('errors.newcoin_sold_out')],
      [{ product_id: String(later), amount: '10' }, await message('errors.newcoin_upcoming')],
      [{ product_id: '99999', amount: '10' }, await message('errors.newcoin_product_missing')],
    ];
    for (const [body, text] of cases) {
      const res = await order(user, body);
      expect([body, res.body.type, res.body.message]).toEqual([body, 'error', text]);
    }
    expect(await balance(h, user.id, COIN.USDT)).toEqual(before);
    expect(await count()).toBe(ordersBefore);
  });

  it('allots an oversubscribed window by the published formula, launches the coins locked, then unlocks them', async () => {
    const id = await newSale(h, `oversubscribed ${kind}`, { supply: '1000', userLimit: '2000' });
    // 4,000 coins asked for against 1,000: a quarter each.
    const users = await Promise.all(['1000', '600', '400'].map(() => userWith('2000')));
    const placed: NewCoinOrder[] = [];
    for (const [i, amount] of ['1000', '600', '400'].entries())
      placed.push(data<NewCoinOrder>(await order(users[i]!, { product_id: String(id), amount })));
    expect(placed.map((o) => o.quantity)).toEqual(['2000', '1200', '800']);

    const [sale] = await h.db.select().from(newcoinProducts).where(eq(newcoinProducts.id, id));
    h.clock.advance(sale!.endAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(users[2]!)).every((o) => o.status === 'passed'), 10_000);
    const passed = (await mine(users[0]!))[0]!;
    expect(passed).toMatchObject({ quantity: '500', cost: '250', refund: '750', launched: false });
    expect(await balance(h, users[0]!.id, COIN.USDT)).toEqual({ available: '1750', frozen: '0' });

    const told = data<{ list: { title: string; summary: string; link: unknown }[] }>(
      await h.post('news/list', { kind: 'message' }, { token: users[0]!.token }),
    ).list.filter((m) => m.title === 'New-coin subscription allotted');
    expect(told).toHaveLength(1);
    expect(told[0]!.summary).toContain('500 NOVA');
    expect(told[0]!.summary).toContain('750 USDT');
    expect(told[0]!.link).toEqual({ type: 'newcoin', id: passed.id });

    const info = data<NewCoinProductInfo>(await h.get(`lh/send/product_info?id=${id}`));
    expect(info.allotment!.total_applied).toBe('4000');
    expect(info.allotment!.factors).toEqual(['0.25']);
    expect(info.allotment!.table_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const user of users) {
      const o = (await mine(user))[0]!;
      const r = o.allotment!;
      const line = {
        key: o.id,
        applied: r.applied,
        cap: r.cap,
        rawShare: r.raw_share,
        rounds: r.rounds,
        cut: r.cut,
        remainder: r.remainder,
        extraUnit: r.extra_unit,
        final: r.final,
      };
      expect(
        recomputeLine(line, { oversubscribed: true, factors: info.allotment!.factors, decimals: 4 }),
      ).toBe(true);
    }

    // Launch: 500 NOVA in spot, frozen until the lock-up ends.
    h.clock.advance(sale!.launchAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(users[0]!))[0]!.launched, 10_000);
    expect(await balance(h, users[0]!.id, novaId)).toEqual({ available: '0', frozen: '500' });
    const [lock] = await h.db
      .select()
      .from(coinLocks)
      .where(eq(coinLocks.source, `newcoin_order:${passed.id}`));
    expect(lock!.unlockAt.getTime()).toBe((await mine(users[0]!))[0]!.completion_time);

    // The balances say how much is locked, and until when.
    type Overview = { accounts: { account: string; coins: { symbol: string; locks?: unknown[] }[] }[] };
    const overview = data<Overview>(await h.post('wallet/list', {}, { token: users[0]!.token }));
    const spotNova = overview.accounts
      .find((a) => a.account === 'spot')!
      .coins.find((c) => c.symbol === 'NOVA')!;
    expect(spotNova.locks).toEqual([{ amount: '500', unlock_at: lock!.unlockAt.getTime() }]);

    h.clock.advance(lock!.unlockAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await balance(h, users[0]!.id, novaId)).available === '500', 10_000);
    expect(await balance(h, users[0]!.id, novaId)).toEqual({ available: '500', frozen: '0' });
    expect((await mine(users[0]!))[0]!.unlocked).toBe(true);
    const after = data<Overview>(await h.post('wallet/list', {}, { token: users[0]!.token }));
    expect(
      after.accounts.find((a) => a.account === 'spot')!.coins.find((c) => c.symbol === 'NOVA')!.locks,
    ).toBeUndefined();
  });

  it("lists the coin's pair at its launch, trading from the feed's first tick for it and not before", async () => {
    type Quote = { symbol: string; ticker: { last: string } | null };
    const quoted = async () =>
      data<{ pairs: Quote[] }>(await h.get('currency/quotation_new')).pairs.find(
        (p) => p.symbol === 'ZETA/USDT',
      );
    // A coin of its own, launching in a day: the other tests move the clock past NOVA's launch.
    const listAt = new Date(h.clock.now().getTime() + DAY);
    const zetaId = await h.db.transaction(async (tx) => {
      const id = await defineCoin(tx as typeof h.db, {
        symbol: 'ZETA',
        name: 'Zeta',
        decimals: 4,
        feedSymbol: 'ZETAUSDT',
        descriptions: { en: 'Zeta' },
      });
      await scheduleListing(tx as typeof h.db, id, listAt);
      return id;
    });
    const listing = async () =>
      (await h.db.select().from(coinListings).where(eq(coinListings.coinId, zetaId)))[0]!;
    expect(await listing()).toMatchObject({ stage: 'scheduled', listedAt: null });
    expect(await quoted()).toBeUndefined();
    const early = await h.get('currency/kline?symbol=ZETA/USDT&period=1m');
    expect(early.body.type).toBe('error');

    h.clock.advance(listAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await listing()).stage === 'listed', 10_000);
    // Listed, and still awaiting the feed: no quotation until a tick for ZETAUSDT is recorded.
    await until(
      async () => (await h.get('currency/kline?symbol=ZETA/USDT&period=1m')).body.type === 'ok',
      10_000,
    );
    expect(await quoted()).toBeUndefined();

    // At the engine's time: a tick is fresh against the clock the server reads.
    h.feed.push('ZETAUSDT', '0.0731', h.clock.now().getTime());
    await until(async () => (await quoted())?.ticker?.last === '0.0731', 10_000);

    // The pair trades at the feed's price: a market buy fills at the recorded tick.
    const buyer = await userWith('100');
    const res = await h.post(
      'coin/trade',
      { symbol: 'ZETA/USDT', side: 'buy', type: 'market', quantity: '100', request_id: newRequestId() },
      { token: buyer.token },
    );
    expect(data<{ status: string; fill_price: string }>(res)).toMatchObject({
      status: 'completed',
      fill_price: '0.0731',
    });
  });

  it('gives everyone what they asked for when the window is not oversubscribed', async () => {
    const id = await newSale(h, `undersubscribed ${kind}`, { supply: '100000' });
    const user = await userWith('100');
    const placed = data<NewCoinOrder>(await order(user, { product_id: String(id), amount: '12.34567' }));
    expect(placed.quantity).toBe('24.6913');
    const [sale] = await h.db.select().from(newcoinProducts).where(eq(newcoinProducts.id, id));
    h.clock.advance(sale!.endAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(user)).find((o) => o.id === placed.id)!.status === 'passed', 10_000);
    const done = (await mine(user)).find((o) => o.id === placed.id)!;
    // 24.6913 × 0.5 = 12.34565: the cutting to the coin's places leaves 0.00002 USDT to refund.
    expect(done).toMatchObject({ quantity: '24.6913', cost: '12.34565', refund: '0.00002' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('new-coin steps with two engines on one PostgreSQL', () => {
  it('allots, launches and unlocks each order once, whichever engine claims it', async () => {
    const nodes = await twoNodesOnOnePostgres();
    const { a, b } = nodes;
    const id = await newSale(a, 'two engines', { supply: '100', lockupDays: 1 });
    const ids: number[] = [];
    for (let u = 0; u < 3; u++) {
      const user = await usernameUser(a);
      await fund(a.db, user.id, '500', COIN.USDT);
      for (let i = 0; i < 4; i++) {
        const res = await a.post(
          'lh/send/order',
          { product_id: String(id), amount: String(20 + i), request_id: newRequestId() },
          { token: user.token },
        );
        ids.push(data<NewCoinOrder>(res).id);
      }
    }
    a.clock.advance(10 * DAY);
    b.clock.advance(10 * DAY);
    await until(async () => {
      const [left] = await a.db
        .select({ n: count() })
        .from(coinLocks)
        .where(
          and(
            inArray(
              coinLocks.source,
              ids.map((i) => `newcoin_order:${i}`),
            ),
            eq(coinLocks.status, 'unlocked'),
          ),
        );
      return Number(left!.n) === ids.length;
    }, 30_000);
    const launched = await a.db.select().from(newcoinOrders).where(inArray(newcoinOrders.id, ids));
    expect(launched.every((o) => o.status === 'launched')).toBe(true);
    const postings = await a.db
      .select({ reason: ledgerTransactions.reason, n: count() })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          ids.map((i) => `newcoin_order:${i}`),
        ),
      )
      .groupBy(ledgerTransactions.reason);
    const byReason = Object.fromEntries(postings.map((p) => [p.reason, Number(p.n)]));
    // Each order: frozen once, paid once, refunded once (oversubscribed), credited once, unlocked once.
    expect(byReason).toEqual({
      newcoin_subscribe: 12,
      newcoin_payment: 12,
      newcoin_refund: 12,
      newcoin_credit: 12,
      newcoin_unlock: 12,
    });
    expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
    await nodes.close();
  }, 60_000);
});
