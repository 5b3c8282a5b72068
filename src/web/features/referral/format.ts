import { coinAmount, ratePercent, usdt } from '../../ui/format/figures';
import { USDT } from '../../ui/format/money';

/*
 * The referral figures by meaning: amounts of USDT at its 6 places as every screen shows them
 * ("0.600000 USDT", as the spot history writes a fee), another coin as exact as the server wrote
 * it, a ratio as a percent ("0.2" → "20%").
 */

/** Income, a pending payout, a fee or a rebate, in its coin: "12.500000 USDT". */
export const amountText = (value: string, coin: string, lang: string) =>
  coin === USDT.symbol ? usdt(value, lang) : coinAmount(value, coin, undefined, lang);

/** A ratio of a fee: "0.2" → "20%". */
export const ratioText = (ratio: string, lang: string) => ratePercent(ratio, lang);
