import { formatCoinAmount, formatPnl, formatPrice, USDT } from '../../ui/format/money';

/*
 * How the options screens name their figures; the rules are ui/format/money.ts's: stakes, payouts
 * and balances as amounts of USDT ("100.000000 USDT"), profit or loss signed to the cent, prices
 * at the pair's precision when the pair is known, else exactly as recorded.
 */
export const usdt = (value: string, lang: string) => formatCoinAmount(value, USDT, lang).text;

export const signedUsdt = (value: string, lang: string) => formatPnl(value, lang);

export const price = (value: string, decimals: number | undefined, lang: string) =>
  formatPrice(value, { price_decimals: decimals }, lang).text;
