/*
 * One Intl.NumberFormat cache for the figures Intl writes (percentages, chart scales, stock
 * figures), and one way to show a change in percent. Intl reads decimal strings exactly (no float
 * on the way), so the digits are the server's. Prices, amounts and turnover are written without
 * Intl (localDigits.ts): its first formatter is a long task while a screen starts.
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

/**
 * A change in percent ("2.31", a decimal string from the server) for a change pill, with its
 * direction. Without a language it reads as the market lists show it: "+2.31%", "−0.40%" (a real
 * minus sign), "0.00%"; with one, in that language's percent format: "+12,50 %", "−3.07%".
 */
export function formatChangePct(pct: string, lang?: string): { text: string; direction: Direction } {
  const negative = pct.startsWith('-');
  const magnitude = negative ? pct.slice(1) : pct;
  const direction: Direction = /^0(\.0+)?$/.test(magnitude) ? 'flat' : negative ? 'down' : 'up';
  if (lang !== undefined) {
    const format = numberFormat(lang, { style: 'percent', ...fixedPlaces(2), signDisplay: 'exceptZero' });
    // "2.31e-2": the exact hundredth of the decimal string, still read exactly by Intl.
    return { text: formatWithMinus(format, `${pct}e-2`), direction };
  }
  if (direction === 'flat') return { text: `${magnitude}%`, direction };
  return { text: negative ? `${MINUS}${magnitude}%` : `+${magnitude}%`, direction };
}
