import { plainDecimal, truncate } from '../../core/money';
import { formatAmount, formatSigned, placesOf, type Direction } from '../assets/formatAmount';

export { formatAmount, type Direction };

/** A 24h change as the screens show it: signed, with two decimals, "+2.31%" / "−0.40%". */
export function formatChangePct(changePct: string, lang: string): { text: string; direction: Direction } {
  const { text, direction } = formatSigned(changePct, 2, lang);
  return { text: `${text}%`, direction };
}

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

const compacts = new Map<string, Intl.NumberFormat>();

/** A 24h volume, short: "12.35K", "1.2万" — the reader wants its size, not every digit. */
export function formatVolume(value: string, lang: string): string {
  let f = compacts.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 2, roundingMode: 'trunc' });
    compacts.set(lang, f);
  }
  // Intl reads the decimal string itself, no float in between.
  return f.format(value as Intl.StringNumericLiteral);
}

/**
 * An amount truncated to at most `maxDecimals` places, without trailing zeros, grouped for the
 * reader: totals and fees are exact to the coin's precision but need not pad it ("960 USDT").
 */
export function formatTrimmed(value: string, maxDecimals: number, lang: string): string {
  const cut = plainDecimal(truncate(value, maxDecimals));
  return formatAmount(cut, placesOf(cut), lang);
}
