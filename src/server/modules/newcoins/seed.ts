import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newcoinProducts } from '../../db/schema';
import { defineCoin, scheduleListing } from './coins';
import { coinBySymbol } from './repo';

const DAY_MS = 86_400_000;

/**
 * What a fresh install offers so the screens have something real: one new coin (NOVA, trading
 * under the feed symbol NOVAUSDT once the feed has it) and its sale, in its window from the first
 * start for a week, launching a day after, locked for 30 days.
 */
export async function seedNewcoins(tx: Db): Promise<void> {
  if (await coinBySymbol(tx, 'NOVA')) return;
  const usdt = await coinBySymbol(tx, 'USDT');
  if (!usdt) return;
  const coinId = await defineCoin(tx, {
    symbol: 'NOVA',
    name: 'Nova',
    decimals: 4,
    feedSymbol: 'NOVAUSDT',
    descriptions: {
      en: 'Nova is the demo new coin of a fresh install: it shows a sale from subscription to unlock. Its price comes only from the market feed once it trades.',
      'zh-CN': 'Nova 是新安装自带的演示新币，用来展示从申购到解锁的全过程。上线交易后，价格只来自行情源。',
    },
  });
  const start = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const [existing] = await tx.select().from(newcoinProducts).where(eq(newcoinProducts.coinId, coinId));
  if (existing) return;
  await tx.insert(newcoinProducts).values({
    name: 'NOVA first sale',
    coinId,
    payCoinId: usdt.id,
    issuePrice: '0.05',
    supply: '1000000',
    minAmount: '10',
    userLimit: '5000',
    lockupDays: 30,
    startAt: new Date(start - DAY_MS),
    endAt: new Date(start + 7 * DAY_MS),
    launchAt: new Date(start + 8 * DAY_MS),
  });
  await scheduleListing(tx, coinId, new Date(start + 8 * DAY_MS));
}
