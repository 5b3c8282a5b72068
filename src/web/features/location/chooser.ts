/*
 * How an opener (a form with a country or area-code field) hands over to /choose-location and gets
 * the choice back: the chooser's address names the field and the way back; the choice comes back
 * through sessionStorage (this tab only), and the opener's typed fields through its own history
 * entry's state, so nothing typed is lost on the round trip.
 */

export const CHOOSE_LOCATION_PATH = '/choose-location';

/** What the chooser shows on the right of each row: the ISO code or the calling code. */
export type ChooserShows = 'country' | 'code';

/** The choice handed back: the field it is for, the ISO code, the calling code and the shown name. */
export type LocationChoice = { field: string; country: string; code: string; name: string };

const STORAGE_KEY = 'tw-location-choice';

/** The chooser's address for `field` of the screen at `back`. */
export function chooserUrl(options: {
  back: string;
  field: string;
  shows: ChooserShows;
  value: string;
}): string {
  const params = new URLSearchParams({
    back: options.back,
    field: options.field,
    shows: options.shows,
    value: options.value,
  });
  return `${CHOOSE_LOCATION_PATH}?${params.toString()}`;
}

/** `back` when it is a path inside this app (never another site: "//host", "/\host", "https:…"). */
export function safeBack(back: string | null): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return null;
  return back;
}

export function storeChoice(choice: LocationChoice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (a private mode): the opener simply keeps its value.
  }
}

const isChoice = (value: unknown): value is LocationChoice =>
  typeof value === 'object' &&
  value !== null &&
  ['field', 'country', 'code', 'name'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** The choice waiting for `field`, left in place (forgetChoice removes it once it is applied). */
export function peekChoice(field: string): LocationChoice | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isChoice(stored) && stored.field === field ? stored : null;
  } catch {
    return null;
  }
}

export function forgetChoice(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
