import { plainDecimal, truncate } from '../../../core/money';
import { formatAmount, placesOf } from '../../ui/format/formatAmount';

/**
 * An amount truncated to at most `maxDecimals` places, without trailing zeros, grouped for the
 * reader: totals and fees are exact to the coin's precision but need not pad it ("960 USDT").
 */
export function formatTrimmed(value: string, maxDecimals: number, lang: string): string {
  const cut = plainDecimal(truncate(value, maxDecimals));
  return formatAmount(cut, placesOf(cut), lang);
}
