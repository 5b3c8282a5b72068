import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ieoItems } from '../../db/schema';
import { coinBySymbol, defineCoin, scheduleListing } from '../newcoins';

const DAY_MS = 86_400_000;

/**
 * What a fresh install offers so the IEO screens have something real: one new coin (LUMA, trading
 * under the feed symbol LUMAUSDT once the feed has it) and its IEO, open for applications from the
 * first start for five days, allotted on the sixth, paid on the sixth and seventh, listed on the
 * eighth, locked for 30 days after.
 */
export async function seedIeo(tx: Db): Promise<void> {
  if (await coinBySymbol(tx, 'LUMA')) return;
  const usdt = await coinBySymbol(tx, 'USDT');
  if (!usdt) return;
  const coinId = await defineCoin(tx, {
    symbol: 'LUMA',
    name: 'Luma',
    decimals: 2,
    feedSymbol: 'LUMAUSDT',
    descriptions: {
      en: 'Luma is the demo IEO coin of a fresh install: it shows an IEO from application to unlock. Its price comes only from the market feed once it trades.',
      'zh-CN': 'Luma 是新安装自带的演示 IEO 币，用来展示从申请到解锁的全过程。上线交易后，价格只来自行情源。',
    },
  });
  const [existing] = await tx.select().from(ieoItems).where(eq(ieoItems.coinId, coinId));
  if (existing) return;
  const day = (n: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + n * DAY_MS);
  await tx.insert(ieoItems).values({
    name: 'LUMA IEO',
    coinId,
    payCoinId: usdt.id,
    ieoPrice: '0.2',
    supply: '500000',
    userCap: '20000',
    minApply: '100',
    maxApply: '50000',
    applyStart: day(-1),
    applyEnd: day(5),
    allotAt: day(6),
    payStart: day(6),
    payEnd: day(7),
    listAt: day(8),
    lockUntil: day(38),
  });
  await scheduleListing(tx, coinId, day(8));
}
