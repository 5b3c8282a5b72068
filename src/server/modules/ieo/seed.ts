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
      'zh-TW':
        'Luma 是新安裝內建的示範 IEO 幣，用來展示從申請到解鎖的完整流程。上線交易後，價格只來自行情源。',
      ja: 'Luma は新規インストールに付属するデモ用の IEO コインで、申請からロック解除までの流れを示します。取引開始後の価格はマーケットフィードのみから取得されます。',
      ko: 'Luma는 새로 설치하면 제공되는 데모 IEO 코인으로, 신청부터 잠금 해제까지의 과정을 보여 줍니다. 거래가 시작되면 가격은 시세 피드에서만 옵니다.',
      es: 'Luma es la moneda IEO de demostración de una instalación nueva: muestra una IEO desde la solicitud hasta el desbloqueo. Su precio solo viene del feed de mercado cuando empieza a cotizar.',
      th: 'Luma คือเหรียญ IEO สาธิตที่มากับการติดตั้งใหม่ แสดงขั้นตอน IEO ตั้งแต่ยื่นคำขอจนถึงปลดล็อก เมื่อเริ่มซื้อขาย ราคาจะมาจากฟีดตลาดเท่านั้น',
    },
  });
  const [existing] = await tx.select().from(ieoItems).where(eq(ieoItems.coinId, coinId));
  if (existing) return;
  const day = (n: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + n * DAY_MS);
  await tx.insert(ieoItems).values({
    // The item's name is shown as it is in every language: the coin's own name, not English words.
    name: 'Luma',
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
