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
      'zh-TW': 'Nova 是新安裝內建的示範新幣，用來展示從申購到解鎖的完整流程。上線交易後，價格只來自行情源。',
      ja: 'Nova は新規インストールに付属するデモ用の新規コインで、申込からロック解除までの流れを示します。取引開始後の価格はマーケットフィードのみから取得されます。',
      ko: 'Nova는 새로 설치하면 제공되는 데모 신규 코인으로, 청약부터 잠금 해제까지의 과정을 보여 줍니다. 거래가 시작되면 가격은 시세 피드에서만 옵니다.',
      es: 'Nova es la nueva moneda de demostración de una instalación nueva: muestra una venta desde la suscripción hasta el desbloqueo. Su precio solo viene del feed de mercado cuando empieza a cotizar.',
      th: 'Nova คือเหรียญใหม่สาธิตที่มากับการติดตั้งใหม่ แสดงการขายตั้งแต่จองซื้อจนถึงปลดล็อก เมื่อเริ่มซื้อขาย ราคาจะมาจากฟีดตลาดเท่านั้น',
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
