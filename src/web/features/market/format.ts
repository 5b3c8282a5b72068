import { compactInteger, localDecimal } from '../../ui/format/localDigits';

/*
 * Price display for market lists, on decimal strings (no float, no big.js on the home route): the
 * exact string cut to the pair's places, written with the language's separators. Not through
 * Intl, whose first use is a long task while home starts (ui/format/localDigits.ts).
 */

/** "96008.2" with 2 places → "96008.20"; more places are cut, never rounded up. */
export function cutDecimals(value: string, places: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  if (places === 0) return whole;
  return `${whole}.${fraction.slice(0, places).padEnd(places, '0')}`;
}

/** A price at the pair's precision with the locale's separators: "96,008.20". */
export function formatPrice(value: string, places: number, lang: string): string {
  return localDecimal(cutDecimals(value, places), lang);
}

/** Turnover in short form for list rows: "333.63M", "1.2B" (locale-aware). */
export function formatCompact(value: string, lang: string): string {
  return compactInteger(cutDecimals(value, 0), lang);
}
