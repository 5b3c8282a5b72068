import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locale, openPhone, registerInPage, screenshot, url } from './browser';

/*
 * The money screens' texts (locales/funds/*) and the assets screens' texts (locales/assets/*) are
 * not in the file the app loads at start-up: they arrive with the screens. A user must never see
 * a raw key ("withdraw.title") — not on a screen opened straight from a link, not for a frame
 * while its texts are still downloading, and not after switching the language.
 */
type Text = Record<string, Record<string, string>>;

/** A route change inside the running app (no reload), as a tap on a link would do. */
const navigateInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

describe('feature texts', () => {
  let context: BrowserContext;
  let page: Page;
  // Every raw key shown since the phone opened (openPhone's watcher, which also fails the close).
  let rawKeys: readonly string[];
  let zh: Text;
  let en: Text;

  beforeAll(async () => {
    ({ context, page, rawKeys } = await openPhone('zh-CN'));
    zh = await locale('zh-CN', 'funds', 'assets');
    en = await locale('en', 'funds', 'assets');
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `ft${Date.now().toString(36)}`);
  });
  afterAll(() => context.close());

  it('shows a money screen opened by URL in its language, without a raw key on any frame', async () => {
    await page.goto(url('/pages/withdraw/index'));
    const title = page.getByTestId('withdraw-page').locator('.rv-nav-bar__title');
    await expect.poll(() => title.innerText()).toBe(zh.withdraw!.title);
    await expect
      .poll(() => page.getByTestId('withdraw-gate').innerText())
      .toContain(zh.withdraw!.gate_address);
    await screenshot(page, 'feature-texts-withdraw-direct-zh-CN');
    expect(rawKeys).toEqual([]);
  });

  it('switches both loaded features to the new language', async () => {
    // The assets tab too, so two features have been loaded in Chinese.
    await navigateInApp(page, '/pages/account/index');
    await expect
      .poll(() => page.getByTestId('assets-page').locator('.rv-nav-bar__title').innerText())
      .toBe(zh.assets!.title);

    await navigateInApp(page, '/pages/settings/language/language');
    await page.getByTestId('language-page').waitFor();
    await page.getByText('English', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    await navigateInApp(page, '/pages/withdraw/index');
    const title = page.getByTestId('withdraw-page').locator('.rv-nav-bar__title');
    await expect.poll(() => title.innerText()).toBe(en.withdraw!.title);
    await expect
      .poll(() => page.getByTestId('withdraw-gate').innerText())
      .toContain(en.withdraw!.gate_address);
    await navigateInApp(page, '/pages/account/index');
    await expect
      .poll(() => page.getByTestId('assets-page').locator('.rv-nav-bar__title').innerText())
      .toBe(en.assets!.title);
    expect(rawKeys).toEqual([]);
  });

  it('opens another money screen in a third language', async () => {
    await navigateInApp(page, '/pages/settings/language/language');
    await page.getByTestId('language-page').waitFor();
    await page.getByText('日本語', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
    const ja = await locale('ja', 'funds');
    // A screen not opened before, in a language the app did not start in.
    await navigateInApp(page, '/pages/security/index');
    await expect
      .poll(() => page.getByTestId('security-page').locator('.rv-nav-bar__title').innerText())
      .toBe(ja.security!.title);
    expect(rawKeys).toEqual([]);
  });
});
