import { Big, plainDecimal, truncate } from '../../../core/money';
import { MINUS, type Direction } from './numbers';
import { localDecimal } from './localDigits';

/** Valuations in USDT are shown with cents; coin amounts with the coin's own decimals. */
export const USDT_DISPLAY_DECIMALS = 2;

/** What a hidden number shows (the eye toggle). */
export const HIDDEN = '****';

/**
 * A decimal string truncated to `decimals` places (never rounded up), with the locale's
 * separators and a real minus sign (U+2212). Written out, not through Intl (localDigits.ts).
 */
export function formatAmount(value: string, decimals: number, lang: string): string {
  const cut = truncate(value, decimals);
  // "-0.00" after truncation is zero, not a loss.
  const plain = new Big(cut).eq(0) ? new Big(0).toFixed(decimals) : cut;
  return localDecimal(plain, lang).replace(/^-/, MINUS);
}

export type { Direction };

/** A signed amount for profit or loss: "+1.23" / "−1.23" (a real minus sign) / "0.00". */
export function formatSigned(
  value: string,
  decimals: number,
  lang: string,
): { text: string; direction: Direction } {
  const magnitude = formatAmount(new Big(value).abs().toFixed(), decimals, lang);
  const shown = new Big(truncate(value, decimals));
  if (shown.gt(0)) return { text: `+${magnitude}`, direction: 'up' };
  if (shown.lt(0)) return { text: `${MINUS}${magnitude}`, direction: 'down' };
  return { text: magnitude, direction: 'flat' };
}

/** The decimal places a plain decimal string carries ("1.50" → 2): records show what moved, exactly. */
export const placesOf = (value: string): number => value.split('.')[1]?.length ?? 0;

/** An amount exactly as it is, with the locale's grouping: "10400" → "10,400", "12.5" → "12.5". */
export const formatExact = (value: string, lang: string): string =>
  formatAmount(value, placesOf(value), lang);

/**
 * The places worth showing of an amount that has happened (a record, a fill, a fee): cut to at
 * most `maxDecimals` (the coin's), then the trailing zeros a ledger pads with dropped:
 * "12.5000000" → 1, "1500.1234567" with 6 → 6, "60" → 0. Without a maximum, all its own places.
 */
export function trimmedPlaces(value: string, maxDecimals?: number): number {
  const cut = maxDecimals === undefined ? value : truncate(value, maxDecimals);
  return placesOf(plainDecimal(cut));
}

/**
 * An amount cut to at most `maxDecimals` places, without trailing zeros, grouped for the
 * reader: "12.5000000" → "12.5", "960.000000" → "960", "10400" → "10,400".
 */
export const formatTrimmed = (value: string, maxDecimals: number, lang: string): string =>
  formatAmount(value, trimmedPlaces(value, maxDecimals), lang);

/** An amount with all its own significant places, grouped: "10400.50000" → "10,400.5". */
export const formatSignificant = (value: string, lang: string): string =>
  formatAmount(value, trimmedPlaces(value), lang);
