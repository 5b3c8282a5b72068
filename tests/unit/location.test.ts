import { describe, expect, it } from 'vitest';
import { chooserUrl, safeBack } from '../../src/web/features/location/chooser';
import { filterLocations } from '../../src/web/features/location/filterLocations';
import { flagOf } from '../../src/web/features/location/flagOf';
import { mapAppFor, mapLink, placeFromQuery, placeText } from '../../src/web/features/location/mapLinks';

const PLACES = [
  { country: 'DE', name: 'Deutschland', code: '49' },
  { country: 'ES', name: 'España', code: '34' },
  { country: 'TH', name: 'ประเทศไทย', code: '66' },
  { country: 'US', name: 'United States', code: '1' },
  { country: 'CA', name: 'Canada', code: '1' },
  { country: 'AG', name: 'Antigua and Barbuda', code: '1' },
];

describe('flagOf', () => {
  it('writes the two regional indicator letters of a country code', () => {
    expect(flagOf('DE')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagOf('th')).toBe('\u{1F1F9}\u{1F1ED}');
  });
  it.each(['', 'D', 'DEU', '1A', 'É1'])('gives nothing for %j', (code) => expect(flagOf(code)).toBe(''));
});

describe('filterLocations', () => {
  const countries = (typed: string) => filterLocations(PLACES, typed).map((p) => p.country);
  it('keeps the whole list, in its order, when nothing is typed', () => {
    expect(countries('  ')).toEqual(['DE', 'ES', 'TH', 'US', 'CA', 'AG']);
  });
  it('finds part of the name, whatever the case and accents', () => {
    expect(countries('ESPANA')).toEqual(['ES']);
    expect(countries('ไทย')).toEqual(['TH']);
    expect(countries('an')).toEqual(['DE', 'ES', 'CA', 'AG']);
  });
  it('finds the ISO code', () => expect(countries('de')).toEqual(['DE']));
  it('finds the start of the calling code, with or without the plus', () => {
    expect(countries('+1')).toEqual(['US', 'CA', 'AG']);
    expect(countries('4')).toEqual(['DE']);
    expect(countries('66')).toEqual(['TH']);
  });
});

describe('the chooser hand-over', () => {
  it('names the way back, the field, what rows show and the current value', () => {
    const url = new URL(
      chooserUrl({ back: '/pages/verification/basic?x=1', field: 'country', shows: 'country', value: 'DE' }),
      'https://app.test',
    );
    expect(url.pathname).toBe('/choose-location');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      back: '/pages/verification/basic?x=1',
      field: 'country',
      shows: 'country',
      value: 'DE',
    });
  });
  it('returns only to a path inside the app', () => {
    expect(safeBack('/pages/user/login/register')).toBe('/pages/user/login/register');
    for (const elsewhere of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
    ])
      expect(safeBack(elsewhere)).toBeNull();
  });
});

describe('placeFromQuery', () => {
  const place = (query: string) => placeFromQuery(new URLSearchParams(query));
  it('reads an address with its name', () => {
    expect(place('address=%20Silom%20Rd%201%2C%20Bangkok%20&name=Branch')).toEqual({
      name: 'Branch',
      address: 'Silom Rd 1, Bangkok',
      lat: null,
      lng: null,
    });
  });
  it('reads coordinates, also under uni-app’s names', () => {
    expect(place('lat=13.7563&lng=100.5018')).toMatchObject({ lat: 13.7563, lng: 100.5018 });
    expect(place('latitude=-33.86&longitude=151.2')).toMatchObject({ lat: -33.86, lng: 151.2 });
  });
  it('drops coordinates out of range, half a pair or not numbers', () => {
    expect(place('lat=91&lng=10')).toBeNull();
    expect(place('lat=10')).toBeNull();
    expect(place('lat=1e3&lng=2')).toBeNull();
    expect(place('address=Main%20St&lat=10&lng=abc')).toMatchObject({
      address: 'Main St',
      lat: null,
      lng: null,
    });
  });
  it('is nothing without an address or coordinates', () => {
    expect(place('')).toBeNull();
    expect(place('name=Only%20a%20name')).toBeNull();
  });
});

describe('map links', () => {
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const IPAD_DESKTOP =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

  it('chooses the app by the phone', () => {
    expect(mapAppFor(ANDROID)).toBe('android');
    expect(mapAppFor(IPHONE)).toBe('ios');
    expect(mapAppFor(IPAD_DESKTOP, 5)).toBe('ios');
    expect(mapAppFor(IPAD_DESKTOP, 0)).toBe('web');
    expect(mapAppFor(DESKTOP)).toBe('web');
  });

  const address = { name: 'Head office', address: '1 Silom Rd, Bangkok', lat: null, lng: null };
  const pin = { name: 'Head office', address: '', lat: 13.7563, lng: 100.5018 };
  it('searches an address', () => {
    expect(mapLink(address, 'android')).toBe('geo:0,0?q=1%20Silom%20Rd%2C%20Bangkok');
    expect(mapLink(address, 'ios')).toBe('https://maps.apple.com/?q=1%20Silom%20Rd%2C%20Bangkok');
    expect(mapLink(address, 'web')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Silom%20Rd%2C%20Bangkok',
    );
  });
  it('drops a named pin at coordinates', () => {
    expect(mapLink(pin, 'android')).toBe('geo:13.7563,100.5018?q=13.7563,100.5018(Head%20office)');
    expect(mapLink(pin, 'ios')).toBe('https://maps.apple.com/?ll=13.7563,100.5018&q=Head%20office');
    expect(mapLink(pin, 'web')).toBe('https://www.google.com/maps/search/?api=1&query=13.7563%2C100.5018');
  });
  it('copies the name and address, or the coordinates', () => {
    expect(placeText(address)).toBe('Head office\n1 Silom Rd, Bangkok');
    expect(placeText(pin)).toBe('Head office\n13.7563,100.5018');
    expect(placeText({ ...address, name: '' })).toBe('1 Silom Rd, Bangkok');
  });
});
