/*
 * One Intl.NumberFormat cache for the few figures money.ts leaves to Intl (chart scales, a stock's
 * turnover in dollars). Intl reads decimal strings exactly (no float on the way), so the digits
 * are the server's. Everything else is written without Intl (localDigits.ts): its first formatter
 * is a long task while a screen starts.
 */

export type Direction = 'up' | 'down' | 'flat';

const cache = new Map<string, Intl.NumberFormat>();

/** The language's formatter for these options, made once. */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(lang, options)));
  return format;
}

/** The real minus sign (U+2212) every negative figure shows; Intl writes ASCII '-' in most languages. */
export const MINUS = '\u2212';

/**
 * A decimal string through a formatter, its minus sign always the real one: Intl gives "-1.5" in
 * English but "−1.5" in a few languages, and one screen must not mix the two.
 */
export function formatWithMinus(format: Intl.NumberFormat, value: string): string {
  return format
    .formatToParts(value as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

/** Exactly `places` decimals. */
export const fixedPlaces = (places: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: places,
  maximumFractionDigits: places,
});
