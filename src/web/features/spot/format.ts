import { plainDecimal, truncate } from '../../../core/money';
import { formatAmount, placesOf } from '../../ui/format/formatAmount';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A trade's time of day, "14:05:09", in the reader's time zone. */
export function formatClock(ts: number, lang: string): string {
  let f = clocks.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    clocks.set(lang, f);
  }
  return f.format(new Date(ts));
}

/**
 * An amount truncated to at most `maxDecimals` places, without trailing zeros, grouped for the
 * reader: totals and fees are exact to the coin's precision but need not pad it ("960 USDT").
 */
export function formatTrimmed(value: string, maxDecimals: number, lang: string): string {
  const cut = plainDecimal(truncate(value, maxDecimals));
  return formatAmount(cut, placesOf(cut), lang);
}
