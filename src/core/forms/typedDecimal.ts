/*
 * A decimal field keeps the text the user typed; the form reads the number from that text here.
 * Nothing in the field is rewritten: what this reads is what the rules check and what is sent.
 */

export type DecimalMark = '.' | ',';

/**
 * The decimal mark of the app's language, as its figures are written (ui/format/localDigits:
 * Spanish writes "1234,50"; the other six write a point).
 */
export const decimalMarkOf = (lang: string): DecimalMark => (lang === 'es' ? ',' : '.');

/**
 * The typed number as the wire writes it ("1.5"). Where the language writes a comma for the
 * decimal mark, and a phone's decimal pad offers only that comma, "1,5" is 1.5. Elsewhere a comma
 * groups thousands, so it is left for the rules to refuse: "1,500" is never read as 1.5.
 */
export function typedDecimal(text: string, decimalMark: DecimalMark): string {
  const trimmed = text.trim();
  if (decimalMark === ',' && /^\d*,\d*$/.test(trimmed)) return trimmed.replace(',', '.');
  return trimmed;
}
