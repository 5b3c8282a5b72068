import { FIAT_DECIMALS } from '../../../core/forms/c2cOrderForm';
import { coinAmount, ratePercent } from '../../ui/format/figures';
import { formatCoinAmount } from '../../ui/format/money';

/*
 * The peer-to-peer figures by meaning: fiat to the cent with its code ("1,000.00 CNY"), a price as
 * the merchant set it, coins at their places, the completion rate as a percent.
 */

/** An amount of fiat: "1,000.00 CNY", or "--". */
export const fiatText = (value: string | null | undefined, fiat: string, lang: string) =>
  coinAmount(value, fiat, FIAT_DECIMALS, lang);

/** The number alone, for a range whose unit is said once: "100.00". */
export const fiatNumber = (value: string, lang: string) =>
  formatCoinAmount(value, { symbol: '', decimals: FIAT_DECIMALS }, lang).number;

/** A price in fiat per coin, as exact as the merchant set it: "7.25 CNY". */
export const priceText = (value: string, fiat: string, lang: string) =>
  coinAmount(value, fiat, undefined, lang);

/** Coins at the coin's places when known: "137.931034 USDT", or "--". */
export const coinText = (
  value: string | null | undefined,
  coin: string,
  decimals: number | undefined,
  lang: string,
) => coinAmount(value, coin, decimals, lang);

/** A completion rate (0–1) as a percent: "98.5%". */
export const ratePercentText = (rate: string, lang: string) => ratePercent(rate, lang);
