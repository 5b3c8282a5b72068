import { formatCompact as compact, formatPrice as price } from '../../ui/format/money';

/*
 * Prices in market lists, headers and charts, where the pair names the quote coin: the price rule
 * of ui/format/money.ts (the pair's places, cut, never rounded up; no Intl, no big.js on home).
 */

/** A price at the pair's precision with the locale's separators: "96,008.20". */
export const formatPrice = (value: string, places: number, lang: string): string =>
  price(value, { price_decimals: places }, lang).number;

/** Turnover in short form for list rows: "333.63M", "1.2B" (locale-aware). */
export const formatCompact = compact;
