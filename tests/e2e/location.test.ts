import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locale, openPhone, registerInPage, screenshot, textOf, url } from './browser';

/*
 * The spec's system pages: /choose-location (the country or region chooser verification opens,
 * returning the choice and keeping what was typed) and /open-location (a place handed to the
 * phone's map app, chosen by the phone), at 360 px in English, Chinese and Thai.
 */

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PLACE =
  '/open-location?name=Tradewind%20Bangkok&address=1%20Silom%20Road%2C%20Bang%20Rak%2C%20Bangkok%2010500';

const countryRow = (page: Page, iso: string) =>
  page
    .locator('[data-testid="country-list"] .rv-cell')
    .filter({ has: page.locator('.rv-cell__value', { hasText: new RegExp(`^${iso}$`) }) });

describe.each(['en', 'zh-CN', 'th'])('system pages in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang, { width: 360, height: 760 }));
    text = await locale(lang, 'location', 'funds');
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `loc${lang.replace('-', '').toLowerCase()}${Date.now() % 1e8}`);
  });
  afterAll(() => context.close());

  it('chooses the country for basic verification and keeps what was typed', async () => {
    await page.goto(url('/pages/verification/basic'));
    await page.getByTestId('verification-basic-page').waitFor();
    await page.fill('input[name="name"]', 'Somchai Jaidee');
    await page.fill('input[name="id_number"]', 'AB1234567');
    await page.locator('input[name="country"]').click();

    await page.getByTestId('choose-location-page').waitFor();
    expect(new URL(page.url()).searchParams.get('back')).toBe('/pages/verification/basic');
    await countryRow(page, 'TH').waitFor();
    // Search by the calling code: the Thai row is there with its flag.
    await page.locator('.tw-location-search input').fill('+66');
    await expect.poll(() => page.locator('[data-testid="country-list"] .rv-cell').count()).toBe(1);
    // The flag where the device draws flag emoji as flags (phones); none where it would show two
    // letters or empty boxes (Windows, this test's Chromium without an emoji font).
    const drawsFlags = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `32px ${getComputedStyle(document.body).fontFamily}`;
      return context.measureText('\u{1F1E9}\u{1F1EA}').width < context.measureText('\u{1F1E9}').width * 1.5;
    });
    const flag = countryRow(page, 'TH').locator('.tw-flag');
    if (drawsFlags) expect(await flag.innerText()).toBe('\u{1F1F9}\u{1F1ED}');
    else expect(await flag.count()).toBe(0);
    expect(await countryRow(page, 'TH').innerText()).toContain('+66');
    await page.locator('.tw-location-search input').fill('');
    await screenshot(page, `choose-location-${lang}`);
    await page.locator('.tw-location-search input').fill('zz-nothing');
    await page.getByTestId('location-none').waitFor();
    expect(await page.getByTestId('location-none').innerText()).toContain(
      textOf(text, 'location.none_found'),
    );
    await page.locator('.tw-location-search input').fill('66');
    await countryRow(page, 'TH').click();

    await page.waitForURL('**/pages/verification/basic');
    await page.getByTestId('verification-basic-page').waitFor();
    const thailand = new Intl.DisplayNames([lang], { type: 'region' }).of('TH')!;
    await expect.poll(() => page.locator('input[name="country"]').inputValue()).toBe(thailand);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Somchai Jaidee');
    expect(await page.locator('input[name="id_number"]').inputValue()).toBe('AB1234567');

    // Opened again, the chooser ticks the current choice; back without choosing changes nothing.
    await page.locator('input[name="country"]').click();
    await page.getByTestId('choose-location-page').waitFor();
    await expect.poll(() => countryRow(page, 'TH').getAttribute('class')).toContain('tw-location-current');
    await page.goBack();
    await page.getByTestId('verification-basic-page').waitFor();
    await expect.poll(() => page.locator('input[name="country"]').inputValue()).toBe(thailand);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Somchai Jaidee');
  });

  it('returns a choice to the page named by `back` when opened from a link', async () => {
    await page.goto(url('/choose-location?back=%2Fpages%2Fverification%2Fbasic&field=country&shows=country'));
    await countryRow(page, 'DE').click();
    await page.waitForURL('**/pages/verification/basic');
    const germany = new Intl.DisplayNames([lang], { type: 'region' }).of('DE')!;
    await expect.poll(() => page.locator('input[name="country"]').inputValue()).toBe(germany);
  });

  it('never returns to another site', async () => {
    await page.goto(url('/choose-location?back=%2F%2Fevil.test%2Fx&field=country'));
    await countryRow(page, 'DE').click();
    await page.waitForURL('**/pages/index/index');
  });

  it('shows a place with a map link for this phone and a copy button', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url('/')).origin,
    });
    await page.goto(url(PLACE));
    await page.getByTestId('open-location-page').waitFor();
    expect(await page.getByTestId('place-name').innerText()).toBe('Tradewind Bangkok');
    expect(await page.getByTestId('place-address').innerText()).toBe('1 Silom Road, Bang Rak, Bangkok 10500');
    // A desktop browser: Google Maps on the web, in a new tab.
    expect(await page.getByTestId('open-in-maps').getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Silom%20Road%2C%20Bang%20Rak%2C%20Bangkok%2010500',
    );
    expect(await page.getByTestId('open-in-maps').innerText()).toBe(textOf(text, 'location.open_web'));
    await page.getByTestId('copy-place').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('Tradewind Bangkok\n1 Silom Road, Bang Rak, Bangkok 10500');
    await page.waitForTimeout(2200); // the toast fades before the screenshot
    await screenshot(page, `open-location-${lang}`);
  });

  it('says so when there is nothing to show', async () => {
    await page.goto(url('/open-location'));
    await page.getByTestId('no-place').waitFor();
    expect(await page.getByTestId('no-place').innerText()).toContain(textOf(text, 'location.no_place'));
  });
});

describe.each([
  ['Android', ANDROID, 'geo:13.7563,100.5018?q=13.7563,100.5018(Head%20office)', 'location.open_android'],
  ['iPhone', IPHONE, 'https://maps.apple.com/?ll=13.7563,100.5018&q=Head%20office', 'location.open_ios'],
])('open-location on an %s phone', (_phone, userAgent, href, label) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openPhone('en', { width: 360, userAgent }));
  });
  afterAll(() => context.close());

  it('opens the pin in the phone’s map app, with Google Maps on the web as a second way', async () => {
    const text = await locale('en', 'location');
    await page.goto(url('/open-location?lat=13.7563&lng=100.5018&name=Head%20office'));
    await page.getByTestId('open-location-page').waitFor();
    expect(await page.getByTestId('open-in-maps').getAttribute('href')).toBe(href);
    expect(await page.getByTestId('open-in-maps').innerText()).toBe(textOf(text, label));
    expect(await page.getByTestId('place-coordinates').innerText()).toContain('13.7563, 100.5018');
    expect(await page.getByTestId('open-in-web-map').getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=13.7563%2C100.5018',
    );
  });
});
