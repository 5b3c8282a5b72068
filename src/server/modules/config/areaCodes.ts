import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Language } from '../../../core/languages';
import type { AreaCode } from '../../../core/schemas/config';

const cache = new Map<Language, AreaCode[]>();

/** Every country with its calling code, named and sorted in the reader's language. */
export function areaCodes(lang: Language): AreaCode[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const list = getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country, code: getCountryCallingCode(country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
}
