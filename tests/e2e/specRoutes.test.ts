import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locale, openPhone, registerInPage, url } from './browser';

/*
 * Every route of the spec's table (§2 "Routes"), opened by its address by a signed-in user,
 * answers with its own screen: the screen's page, not the not-found page, not the page-script
 * failure (the lazy screens' error boundary), and no message key shown as text. And the left
 * menu holds every entry §2 lists.
 */

/** Spec §2's routes, with the page each one shows. `/` is the loading page, which goes on to home. */
const SPEC_ROUTES: [path: string, pages: string[]][] = [
  ['/', ['entry-page', 'home-page']],
  ['/pages/index/index', ['home-page']],
  ['/pages/trade/index', ['trade-page']],
  ['/pages/account/index', ['assets-page']],
  ['/pages/option/index', ['option-page']],
  ['/pages/option/history', ['option-history']],
  ['/pages/user/login/login', ['login-page']],
  ['/pages/user/login/register', ['register-page']],
  ['/pages/user/login/agree', ['agree-page']],
  ['/pages/user/login/forgetPassword', ['forget-page']],
  ['/pages/settings/index', ['settings-page']],
  ['/pages/settings/account/index', ['account-page']],
  ['/pages/settings/language/language', ['language-page']],
  ['/pages/settings/security/changePassword', ['change-password-page']],
  ['/pages/settings/security/changePayPassword', ['change-pay-password-page']],
  ['/pages/notice/index', ['notices-page']],
  ['/pages/notice/detail', ['notice-detail']],
  ['/pages/verification/index', ['verification-page']],
  ['/pages/verification/basic', ['verification-basic-page']],
  ['/pages/assets/tradeAccount', ['trade-account-page']],
  ['/pages/assets/record', ['records-page']],
  ['/pages/assets/withdraw/index', ['withdraw-records-page']],
  ['/pages/assets/withdraw/detail', ['withdraw-detail-page']],
  ['/pages/deposit/index', ['deposit-page']],
  ['/pages/withdraw/index', ['withdraw-page']],
  ['/pages/user/address/index', ['address-list-page']],
  ['/pages/user/address/create', ['address-create-page']],
  ['/pages/user/address/bank', ['bank-card-page']],
  ['/pages/help/center/chat', ['support-page', 'help-chat-page']],
  ['/pages/about/index', ['about-page']],
  ['/choose-location', ['choose-location-page']],
  ['/open-location', ['open-location-page']],
];

/**
 * Screens the spec only implies, at the paths ARCHITECTURE.md's table gives them, walked the same
 * way (added here as each is built).
 */
const IMPLIED_ROUTES: [path: string, pages: string[]][] = [['/pages/assets/reserves', ['reserves-page']]];

/** Spec §2's left menu, by the entries' keys (their titles are `menu.<key>`). */
const SPEC_MENU = [
  'deposit',
  'quick_deposit',
  'withdraw',
  'referral',
  'verification',
  'security',
  'withdraw_addresses',
  'contact',
  'help',
  'valuation',
  'settings',
  'history',
];

/** The test id of the screen the page shows once its code has arrived. */
const shownPage = (page: Page) =>
  page.evaluate(() => {
    const screen = document.querySelector(
      '#root [data-testid$="-page"], #root [data-testid="option-history"], #root [data-testid="notice-detail"]',
    );
    const waiting = document.querySelector('[data-testid="route-shell"], [data-testid="page-spinner"]');
    return waiting ? null : (screen?.getAttribute('data-testid') ?? null);
  });

describe('the spec’s routes, signed in', () => {
  let context: BrowserContext;
  let page: Page;
  let rawKeys: readonly string[];

  beforeAll(async () => {
    ({ context, page, rawKeys } = await openPhone('en', { width: 360 }));
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `routes${Date.now() % 1e8}`);
  });
  afterAll(() => context.close());

  it('holds all 32 routes of the table', () => {
    expect(SPEC_ROUTES).toHaveLength(32);
  });

  it.each([...SPEC_ROUTES, ...IMPLIED_ROUTES])('%s answers with its own screen', async (path, pages) => {
    await page.goto(url(path));
    await expect.poll(() => shownPage(page), { timeout: 15_000 }).toBeTruthy();
    // The loading page moves on by itself: wait for where it lands.
    if (path === '/') await page.waitForURL('**/pages/index/index');
    const shown = await shownPage(page);
    expect(pages).toContain(shown);
    expect(new URL(page.url()).pathname).toBe(path === '/' ? '/pages/index/index' : path);
    expect(await page.getByTestId('not-found-page').count()).toBe(0);
    expect(await page.getByTestId('page-load-failed').count()).toBe(0);
    expect(rawKeys).toEqual([]);
  });

  it('has every entry of the spec’s left menu', async () => {
    const en = await locale('en');
    const titleOf = (key: string) => (en.menu as Record<string, string> | undefined)?.[key];
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('open-menu').click();
    const menu = page.getByTestId('left-menu');
    await menu.waitFor();
    const titles = await menu.locator('.rv-cell__title').allInnerTexts();
    // Each entry by its title, or why it is missing: no title in the texts yet, or not in the menu.
    const missing = SPEC_MENU.flatMap((key) => {
      const title = titleOf(key);
      if (!title) return [`${key}: no menu.${key} text`];
      return titles.some((shown) => shown.trim() === title) ? [] : [`${key}: "${title}" not in the menu`];
    });
    expect(missing).toEqual([]);
    expect(rawKeys).toEqual([]);
  });
});
