import type { AreaCode } from '../../../core/schemas/config';

/** Lower case without accents: "España" is found by "espana". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The countries or regions matching what was typed: part of the name (in the reader's language,
 * as `area_code` names them), the ISO code ("de"), or the start of the calling code ("49", "+49").
 * Nothing typed: the whole list.
 */
export function filterLocations<T extends AreaCode>(list: readonly T[], typed: string): T[] {
  const query = folded(typed.trim());
  if (!query) return [...list];
  const digits = /^\+?\d+$/.test(query) ? query.replace(/^\+/, '') : null;
  return list.filter(
    (place) =>
      (digits !== null && place.code.startsWith(digits)) ||
      place.country.toLowerCase() === query ||
      folded(place.name).includes(query),
  );
}
