import type { Big } from '../../../core/money';
import { formatCoinAmount, formatPercentChange, formatPnl, formatPrice, formatRate, USDT } from './money';

/*
 * The trading screens' figures by what they mean; the rules are money.ts's: margins, stakes, fees
 * and balances as amounts of USDT ("30.015000 USDT"), profit or loss signed to the cent, prices at
 * the pair's places (exactly as recorded when the places are not known), quantities as exact as the
 * contract value makes them; "--" for what is not known. A Big or a decimal string, never a float.
 */
type Amount = Big | string;
const text = (value: Amount) => (typeof value === 'string' ? value : value.toFixed());

/** An amount of USDT: "30.015000 USDT", or "--". */
export const usdt = (value: Amount | null | undefined, lang: string) =>
  value === null || value === undefined ? '--' : formatCoinAmount(text(value), USDT, lang).text;

/** A profit or loss in USDT, signed, with its direction for the colour. */
export const signedUsdt = (value: Amount, lang: string) => formatPnl(text(value), lang);

/** A change in percent, signed ("+12.50%"), with its direction. */
export const signedPercent = (value: Amount, lang: string) => formatPercentChange(text(value), lang);

/** A price at the pair's places, or "--". */
export const price = (value: Amount | null | undefined, decimals: number | undefined, lang: string) =>
  value === null || value === undefined
    ? '--'
    : formatPrice(text(value), { price_decimals: decimals }, lang).text;

/**
 * A quantity of the base coin (lots × contract value) as exact as the contract value makes it:
 * "0.05". The number alone; the texts name the coin.
 */
export const quantity = (value: Amount, lang: string) =>
  formatCoinAmount(text(value), { symbol: '', decimals: undefined }, lang).number;

/** A fee rate as a percent: "0.0005" → "0.05%". */
export const ratePercent = (rate: string, lang: string) => formatRate(rate, lang).text;

/** An amount of a named coin at its places ("1,000.000000 USDT"), or "--". */
export const coinAmount = (
  value: Amount | null | undefined,
  currency: string,
  decimals: number | undefined,
  lang: string,
) =>
  value === null || value === undefined
    ? '--'
    : formatCoinAmount(text(value), { symbol: currency, decimals }, lang).text;
