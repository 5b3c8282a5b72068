import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Big } from '../../../core/money';
import type { Db } from '../../db/client';
import { c2cMerchants, c2cOrders, c2cPaymentMethods, coins, users } from '../../db/schema';
import type { PeriodicJob } from '../../engine/types';
import { post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { newInviteCode } from '../../lib/secrets';
import type { C2cService } from './service';

/*
 * The local demo's merchants (never in production: only when the install is a local demo). A
 * newcomer can try a whole order: the demo merchants release what was marked paid, and pay for
 * what a user sells, by themselves after a short while. Their names say "Demo", their bank is
 * not a real account, and no fiat moves anywhere.
 */

/** How long a demo merchant "takes" to act. */
const DEMO_DELAY_MS = 20_000;
const DEMO_BANK = 'Demo Bank (not a real account)';

type DemoAd = {
  side: 'buy' | 'sell';
  fiat: string;
  price: string;
  quantity: string;
  min: string;
  max: string;
};
const DEMO_MERCHANTS: { nickname: string; stock: string; ads: DemoAd[] }[] = [
  {
    nickname: 'Demo Harbor',
    stock: '50000',
    ads: [
      { side: 'buy', fiat: 'USD', price: '1.01', quantity: '20000', min: '10', max: '5000' },
      { side: 'sell', fiat: 'USD', price: '0.99', quantity: '20000', min: '10', max: '5000' },
    ],
  },
  {
    nickname: 'Demo Lantern',
    stock: '50000',
    ads: [
      { side: 'buy', fiat: 'CNY', price: '7.25', quantity: '20000', min: '100', max: '30000' },
      { side: 'sell', fiat: 'CNY', price: '7.12', quantity: '20000', min: '100', max: '30000' },
    ],
  },
];

/** Creates the demo merchants, their payment methods, stock and ads, once. */
export async function createDemoMerchants(db: Db, clock: Clock, c2c: C2cService): Promise<void> {
  const [existing] = await db.select().from(c2cMerchants).where(eq(c2cMerchants.demo, 1)).limit(1);
  if (existing) return;
  const [usdt] = await db.select().from(coins).where(eq(coins.symbol, 'USDT'));
  if (!usdt) return;
  for (const merchant of DEMO_MERCHANTS) {
    const userId = await db.transaction(async (tx) => {
      const t = tx as Db;
      // No password: nobody signs in as a demo merchant; the engine acts for it.
      const [user] = await t
        .insert(users)
        .values({ nickname: merchant.nickname, inviteCode: newInviteCode(), createdAt: clock() })
        .returning({ id: users.id });
      const id = user!.id;
      await t
        .insert(c2cMerchants)
        .values({ userId: id, nickname: merchant.nickname, demo: 1, approvedBy: 'local-demo' });
      await t.insert(c2cPaymentMethods).values([
        {
          merchantId: id,
          payType: 'bank',
          name: merchant.nickname,
          account: 'DE89370400440532013000',
          bank: DEMO_BANK,
        },
        {
          merchantId: id,
          payType: 'alipay',
          name: merchant.nickname,
          account: 'demo@example.com',
          bank: null,
        },
      ]);
      const amount = new Big(merchant.stock);
      await post(t, {
        reason: 'operator_credit',
        reference: 'local-demo:c2c-merchant',
        entries: [
          { userId: id, account: 'spot', coinId: usdt.id, field: 'available', amount: amount.toFixed() },
          {
            userId: null,
            account: 'platform:adjustment',
            coinId: usdt.id,
            field: 'available',
            amount: amount.neg().toFixed(),
          },
        ],
      });
      return id;
    });
    for (const ad of merchant.ads)
      await c2c.saveAd(userId, {
        side: ad.side,
        coin: 'USDT',
        fiat: ad.fiat,
        price: ad.price,
        quantity: ad.quantity,
        min_amount: ad.min,
        max_amount: ad.max,
        pay_types: ['bank', 'alipay'].filter((p) => ad.side === 'buy' || p === 'bank') as (
          'bank' | 'alipay'
        )[],
        terms: 'Local demo merchant: no real money moves. Mark paid and the coins arrive within a minute.',
      });
  }
}

/** The demo merchants' own steps: release what was marked paid, pay for what users sell them. */
export function demoMerchantJob(db: Db, clock: Clock, c2c: C2cService, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: 'c2c-demo-merchants',
    on: 'interval',
    everyMs: 5_000,
    async run() {
      await createDemoMerchants(db, clock, c2c);
      const demo = (
        await db.select({ id: c2cMerchants.userId }).from(c2cMerchants).where(eq(c2cMerchants.demo, 1))
      ).map((m) => m.id);
      if (demo.length === 0) return;
      const before = new Date(clock().getTime() - DEMO_DELAY_MS);
      const toRelease = await db
        .select()
        .from(c2cOrders)
        .where(
          and(
            inArray(c2cOrders.merchantId, demo),
            eq(c2cOrders.side, 'buy'),
            eq(c2cOrders.stage, 'paid'),
            lte(c2cOrders.paidAt, before),
          ),
        );
      const toPay = await db
        .select()
        .from(c2cOrders)
        .where(
          and(
            inArray(c2cOrders.merchantId, demo),
            eq(c2cOrders.side, 'sell'),
            eq(c2cOrders.stage, 'paying'),
            lte(c2cOrders.createdAt, before),
          ),
        );
      for (const o of toRelease)
        await c2c
          .releaseAsDemo(o.merchantId, o.id)
          .catch((err: unknown) => log.warn({ err, id: o.id }, 'demo release skipped'));
      for (const o of toPay)
        await c2c
          .pay(o.merchantId, o.id)
          .catch((err: unknown) => log.warn({ err, id: o.id }, 'demo payment skipped'));
    },
  };
}
