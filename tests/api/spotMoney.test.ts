import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big, sum } from '../../src/core/money';
import type { SpotOrder } from '../../src/core/schemas/spot';
import { buildApp, marketReady } from '../../src/server/app';
import { ledgerTransactions, spotOrders } from '../../src/server/db/schema';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { orderOf, platformBalance, spotBalance, waitForOrder } from '../helpers/spot';
import { dbKinds } from '../helpers/testDb';
import { usernameUser, type TestUser } from '../helpers/withdrawals';

describe.each(dbKinds())('spot money under concurrency on %s', (kind) => {
  let h: Harness;
  let ts = 0;
  /**
   * The next tick time: now, and at least a second after the previous one, so the market records
   * every push at once and the spot service never finds it stale.
   */
  const nextTs = () => (ts = Math.max(ts + 1000, Date.now()));
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const trade = (user: TestUser, order: Record<string, string>) =>
    h.post('coin/trade', order, { token: user.token });

  async function fundedUser(usdt: string, btc = '0'): Promise<TestUser> {
    const user = await usernameUser(h);
    await fund(h.db, user.id, usdt, COIN.USDT);
    if (btc !== '0') await fund(h.db, user.id, btc, COIN.BTC);
    return user;
  }

  /** spot_trade postings per order: a fill moves money exactly once. */
  async function tradePostings(ids: number[]): Promise<Map<string, number>> {
    const rows = await h.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.reason, 'spot_trade'),
          inArray(
            ledgerTransactions.reference,
            ids.map((id) => `spot_order:${id}`),
          ),
        ),
      );
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.reference!, (counts.get(r.reference!) ?? 0) + 1);
    return counts;
  }

  it('200 parallel market buys against a balance that covers 100: exactly 100 fill', async () => {
    // Each costs 0.001 × 60,000 = 60 + 0.06 fee; the balance covers exactly 100.
    const user = await fundedUser('6006');
    const fees = await platformBalance(h, 'platform:fee', COIN.USDT);
    h.feed.push('BTCUSDT', '60000', nextTs());
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        trade(user, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.001' }),
      ),
    );
    const ok = answers.filter((a) => a.body.type === 'ok');
    expect(ok).toHaveLength(100);
    const refusals = new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.message));
    expect([...refusals]).toEqual([await message('errors.insufficient_balance')]);
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0.1', frozen: '0' });
    expect((await platformBalance(h, 'platform:fee', COIN.USDT)).minus(fees).toFixed()).toBe('6');
    expect(await h.db.select().from(spotOrders).where(eq(spotOrders.userId, user.id))).toHaveLength(100);
  });

  it('200 parallel limit sells against coins that cover 100: exactly 100 rest, each freezing its own', async () => {
    const user = await fundedUser('0.000001', '0.1');
    h.feed.push('BTCUSDT', '60000', nextTs());
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        trade(user, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', quantity: '0.001', price: '70000' }),
      ),
    );
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(100);
    expect(new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.message))).toEqual(
      new Set([await message('errors.insufficient_sellable_balance')]),
    );
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({ available: '0', frozen: '0.1' });
  });

  it('a limit order fills exactly once when two nodes engines race on the same tick', async () => {
    // A second server on the same database whose engine also believes it leads: the worst case
    // of a leadership hand-over. Both see the same crossing tick at the same moment.
    const feed2 = createManualFeed();
    const node2: FastifyInstance = await buildApp({ config: h.config, db: h.db, feed: feed2, logger: false });
    await node2.ready();
    await marketReady(node2);
    try {
      const users = await Promise.all(Array.from({ length: 10 }, () => fundedUser('5000')));
      h.feed.push('ETHUSDT', '3400', nextTs());
      const placed: { user: TestUser; order: SpotOrder }[] = [];
      for (const user of users)
        for (let i = 0; i < 3; i++)
          placed.push({
            user,
            order: orderOf(
              await trade(user, {
                symbol: 'ETH/USDT',
                side: 'buy',
                type: 'limit',
                quantity: '0.1',
                price: '3300',
              }),
            ),
          });
      expect(placed.every((p) => p.order.status === 'waiting')).toBe(true);

      const crossing = nextTs();
      h.feed.push('ETHUSDT', '3299', crossing);
      feed2.push('ETHUSDT', '3299', crossing);
      for (const { user, order } of placed)
        await waitForOrder(h, user.token, order.id, (o) => o.status === 'completed');
      // Let the slower engine finish its run before counting.
      await new Promise((r) => setTimeout(r, 300));

      const counts = await tradePostings(placed.map((p) => p.order.id));
      expect([...counts.values()]).toEqual(Array(placed.length).fill(1));
      // 3 × (0.1 × 3,300 × 1.001) = 3 × 330.33 = 990.99 spent. The balances are large enough that
      // a second fill of an order would not be stopped by the balance CHECK: only the lock is.
      for (const user of users) {
        expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '4009.01', frozen: '0' });
        expect(await spotBalance(h, user.id, COIN.ETH)).toEqual({ available: '0.3', frozen: '0' });
      }
    } finally {
      await node2.close();
    }
  });

  it('a cancel racing a fill: each order ends cancelled or filled, never both, and the money adds up', async () => {
    const user = await fundedUser('10000');
    h.feed.push('BTCUSDT', '60000', nextTs());
    const orders: SpotOrder[] = [];
    for (let i = 0; i < 20; i++)
      orders.push(
        orderOf(
          await trade(user, {
            symbol: 'BTC/USDT',
            side: 'buy',
            type: 'limit',
            quantity: '0.002',
            price: '59000',
          }),
        ),
      );
    // 20 × 0.002 × 59,000 × 1.001 = 20 × 118.118
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({ available: '7637.64', frozen: '2362.36' });

    h.feed.push('BTCUSDT', '58000', nextTs());
    const cancels = await Promise.all(
      orders.map((o) => h.put('coin/trade/cancel', { id: String(o.id) }, { token: user.token })),
    );
    const final = await Promise.all(
      orders.map((o) => waitForOrder(h, user.token, o.id, (x) => x.status !== 'waiting')),
    );
    const filled = final.filter((o) => o.status === 'completed');
    const cancelled = final.filter((o) => o.status === 'cancelled');
    expect(filled.length + cancelled.length).toBe(20);
    // A cancel that lost the race says so; one that won shows the cancelled order.
    for (const [i, answer] of cancels.entries())
      if (final[i]!.status === 'completed')
        expect(answer.body.message).toBe(await message('errors.spot_order_filled'));
      else expect(orderOf(answer).status).toBe('cancelled');

    const spent = sum(filled.map((o) => new Big(o.quote_amount!).plus(o.fee!)));
    expect(await spotBalance(h, user.id, COIN.USDT)).toEqual({
      available: new Big('10000').minus(spent).toFixed(),
      frozen: '0',
    });
    expect(await spotBalance(h, user.id, COIN.BTC)).toEqual({
      available: new Big('0.002').times(filled.length).toFixed(),
      frozen: '0',
    });
    const counts = await tradePostings(orders.map((o) => o.id));
    expect(counts.size).toBe(filled.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});
