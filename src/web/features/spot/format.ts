import { formatCoinAmount, type Figure } from '../../ui/format/money';

/*
 * How the spot screens write amounts (quantities, totals, fees, balances): ui/format/money.ts's
 * amount of a coin, at the coin's places when the screen knows them ("0.01250000 BTC",
 * "960.000000 USDT").
 */
export const coinAmount = (
  value: string,
  symbol: string,
  decimals: number | undefined,
  lang: string,
): Figure => formatCoinAmount(value, { symbol, decimals }, lang);
