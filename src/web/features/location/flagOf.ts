const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * A country's flag as an emoji, from its ISO 3166-1 alpha-2 code: the two regional indicator
 * letters that phones draw as the flag (a system without flag glyphs shows the two letters).
 * Anything but two ASCII letters gives ''.
 */
export function flagOf(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return '';
  return String.fromCodePoint(
    ...[...country.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
