/**
 * Keeps what an amount field can hold while typing: digits and one decimal point, at most
 * `decimals` places (a comma typed on a European keyboard counts as the point).
 */
export function decimalInput(value: string, decimals: number): string {
  const cleaned = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  if (decimals === 0) return whole;
  return `${whole || '0'}.${rest.join('').slice(0, decimals)}`;
}
