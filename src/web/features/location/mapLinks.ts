/** A place to show: a name, an address and/or coordinates (at least the address or both coordinates). */
export type Place = { name: string; address: string; lat: number | null; lng: number | null };

/** The map app a link opens: Android's chooser (geo:), Apple Maps, or Google Maps on the web. */
export type MapApp = 'android' | 'ios' | 'web';

const MAX_NAME = 200;
const MAX_ADDRESS = 500;

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || !/^-?\d{1,3}(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
};

/**
 * The place the page's query names (`address`, `name`, `lat`, `lng`; `latitude`/`longitude` as
 * uni-app's openLocation calls them), or null when it names no address and no whole coordinate pair.
 */
export function placeFromQuery(params: URLSearchParams): Place | null {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const lat = coordinate(params.get('lat') ?? params.get('latitude'), 90);
  const lng = coordinate(params.get('lng') ?? params.get('longitude'), 180);
  const hasCoordinates = lat !== null && lng !== null;
  const place = {
    name: text('name', MAX_NAME),
    address: text('address', MAX_ADDRESS),
    lat: hasCoordinates ? lat : null,
    lng: hasCoordinates ? lng : null,
  };
  return place.address || hasCoordinates ? place : null;
}

/** Android phones, Apple phones and tablets (iPadOS says "Macintosh" but has a touch screen), the rest. */
export function mapAppFor(userAgent: string, maxTouchPoints = 0): MapApp {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  return 'web';
}

/** "lat,lng" as the map apps read it. */
const pair = ({ lat, lng }: Place) => `${lat},${lng}`;
const hasCoordinates = (place: Place) => place.lat !== null && place.lng !== null;

/** The link that opens `place` in `app`: coordinates when known (exact), else the address searched. */
export function mapLink(place: Place, app: MapApp): string {
  const q = encodeURIComponent;
  const label = place.name || place.address;
  switch (app) {
    case 'android':
      // geo: lets the phone pick its map app; "(label)" names the pin.
      return hasCoordinates(place)
        ? `geo:${pair(place)}?q=${pair(place)}${label ? q(`(${label})`) : ''}`
        : `geo:0,0?q=${q(place.address)}`;
    case 'ios':
      return hasCoordinates(place)
        ? `https://maps.apple.com/?ll=${pair(place)}&q=${q(label || pair(place))}`
        : `https://maps.apple.com/?q=${q(place.address)}`;
    case 'web':
      return `https://www.google.com/maps/search/?api=1&query=${q(hasCoordinates(place) ? pair(place) : place.address)}`;
  }
}

/** What the copy button copies: the name and address, or the coordinates when there is no address. */
export function placeText(place: Place): string {
  const where = place.address || pair(place);
  return place.name && place.name !== where ? `${place.name}\n${where}` : where;
}
