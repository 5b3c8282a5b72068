import type { Db } from '../../db/client';
import { financeProducts } from '../../db/schema';
import { coinBySymbol } from './repo';

type SeedProduct = {
  name: string;
  coin: string;
  days: number;
  dailyRate: string;
  min: string;
  max: string;
  quota: string;
  userLimit: string;
  /** Days from the first start until it opens (0: open at once). */
  opensInDays?: number;
};

/**
 * What a fresh install offers, so the screens have something real to show: the spec's 15-day
 * 0.4 % a day (146 % a year, its upper bound) and its neighbours, and a second round of it that
 * opens three days after the first start. The penalty rate is the daily rate, as in the spec's
 * example (0.4 % × 3 days × 1,000 = 12).
 */
const SEEDED: readonly SeedProduct[] = [
  {
    name: 'USDT 7-day',
    coin: 'USDT',
    days: 7,
    dailyRate: '0.002',
    min: '100',
    max: '50000',
    quota: '2000000',
    userLimit: '100000',
  },
  {
    name: 'USDT 15-day',
    coin: 'USDT',
    days: 15,
    dailyRate: '0.004',
    min: '100',
    max: '50000',
    quota: '1000000',
    userLimit: '100000',
  },
  {
    name: 'USDT 30-day',
    coin: 'USDT',
    days: 30,
    dailyRate: '0.003',
    min: '500',
    max: '100000',
    quota: '3000000',
    userLimit: '200000',
  },
  {
    name: 'BTC 15-day',
    coin: 'BTC',
    days: 15,
    dailyRate: '0.0005',
    min: '0.01',
    max: '2',
    quota: '50',
    userLimit: '5',
  },
  {
    name: 'USDT 15-day round 2',
    coin: 'USDT',
    days: 15,
    dailyRate: '0.004',
    min: '100',
    max: '50000',
    quota: '1000000',
    userLimit: '100000',
    opensInDays: 3,
  },
];

const DAY_MS = 86_400_000;

/** The products above, once (the finance manifest's seed): a product already there is left alone. */
export async function seedFinanceProducts(tx: Db): Promise<void> {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (const [sort, p] of SEEDED.entries()) {
    const coin = await coinBySymbol(tx, p.coin);
    if (!coin) continue;
    await tx
      .insert(financeProducts)
      .values({
        name: p.name,
        coinId: coin.id,
        days: p.days,
        minAmount: p.min,
        maxAmount: p.max,
        dailyRate: p.dailyRate,
        penaltyRate: p.dailyRate,
        quotaTotal: p.quota,
        userLimit: p.userLimit,
        opensAt: new Date(p.opensInDays ? today + p.opensInDays * DAY_MS : today),
        sort,
      })
      .onConflictDoNothing();
  }
}
