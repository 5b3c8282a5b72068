import type { Big } from '../../../core/money';
import {
  formatCoinAmount,
  formatPercentChange,
  formatPnl,
  formatPrice,
  formatRate,
  USDT,
} from '../../ui/format/money';

/*
 * How the contract screen names its figures; the rules are ui/format/money.ts's: margins, fees and
 * balances as amounts of USDT ("30.015000 USDT"), profit or loss signed to the cent, prices at the
 * pair's places, quantities of the base coin as exact as the contract value; "--" for what is not
 * known.
 */
const text = (value: Big | string) => (typeof value === 'string' ? value : value.toFixed());

export const usdt = (value: Big | string | null | undefined, lang: string) =>
  value === null || value === undefined ? '--' : formatCoinAmount(text(value), USDT, lang).text;

export const signedUsdt = (value: Big | string, lang: string) => formatPnl(text(value), lang);

export const signedPercent = (value: Big | string, lang: string) => formatPercentChange(text(value), lang);

export const price = (value: Big | string | null | undefined, decimals: number, lang: string) =>
  value === null || value === undefined
    ? '--'
    : formatPrice(text(value), { price_decimals: decimals }, lang).text;

/**
 * A quantity of the base coin (lots × contract value) as exact as the contract value makes it:
 * "0.05". The number alone; the texts name the coin.
 */
export const quantity = (value: Big | string, lang: string) =>
  formatCoinAmount(text(value), { symbol: '', decimals: undefined }, lang).number;

/** A fee rate as a percent: "0.0005" → "0.05%". */
export const ratePercent = (rate: string, lang: string) => formatRate(rate, lang).text;
