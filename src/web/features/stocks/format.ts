import { Big } from '../../../core/money';
import type { Direction } from '../../ui/format/formatAmount';

/*
 * Figures of the stock screens. Intl reads decimal strings exactly (no float on the way), so the
 * shown digits are the server's.
 */

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    cache.set(key, format);
  }
  return format;
}

const literal = (value: string) => value as Intl.StringNumericLiteral;

export const directionOf = (value: string): Direction => {
  const v = new Big(value);
  return v.gt(0) ? 'up' : v.lt(0) ? 'down' : 'flat';
};

/** The 24h change "2.31" (percent, from the server) as "+2.31%" in the reader's language. */
export function formatChangePct(changePct: string, lang: string): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(literal(new Big(changePct).div(100).toFixed()));
}

/** Share volume, short: 1.2M, 120万, 1.2만. */
export function formatCompact(value: string, lang: string): string {
  return numberFormat(lang, { notation: 'compact', maximumFractionDigits: 2 }).format(literal(value));
}

/** A dollar amount, short: $1.2B. */
export function formatUsdCompact(value: string, lang: string): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(literal(value));
}
