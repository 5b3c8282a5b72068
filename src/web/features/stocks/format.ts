import { Big } from '../../../core/money';
import { numberFormat, type Direction } from '../../ui/format/numbers';

/*
 * Figures of the stock screens. Intl reads decimal strings exactly (no float on the way), so the
 * shown digits are the server's.
 */

const literal = (value: string) => value as Intl.StringNumericLiteral;

export const directionOf = (value: string): Direction => {
  const v = new Big(value);
  return v.gt(0) ? 'up' : v.lt(0) ? 'down' : 'flat';
};

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
