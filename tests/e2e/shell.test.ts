import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { locale, openPhone, registerInPage, screenshot, url } from './browser';
import { APP_STARTED_MARK } from '../../src/core/firstData';
import { DEMO_BANK_ACCOUNT, DEMO_DEPOSIT_ADDRESSES } from '../../src/server/localDemo';

describe('the app shell', () => {
  let context: BrowserContext;
  let page: Page;
  let en: Record<string, Record<string, string>>;

  beforeAll(async () => {
    ({ context, page } = await openPhone('en'));
    en = await locale('en', 'server');
    await page.addInitScript(() => {
      window.addEventListener('notLogin', () => {
        const w = window as unknown as { notLoginCount?: number };
        w.notLoginCount = (w.notLoginCount ?? 0) + 1;
      });
    });
  });
  afterAll(() => context.close());

  it('on a 999 clears the session, shows the server message, emits notLogin once, and returns after login', async () => {
    await page.goto(url('/pages/index/index'));
    const username = `shell${Date.now() % 1_000_000}`;
    const registered = await registerInPage(page, username);
    await page.goto(url('/pages/settings/account/index'));
    await page.getByText(username, { exact: true }).first().waitFor();

    // The session ends elsewhere (another device logs it out); the next call answers 999.
    await page.evaluate(
      (token) => fetch('/api/user/logout', { method: 'POST', headers: { Authorization: token } }),
      registered.token,
    );
    await page.reload();
    await expect
      .poll(() => page.locator('.rv-toast__info').last().innerText())
      .toBe(en.errors!.not_logged_in);
    await page.waitForURL(/\/pages\/user\/login\/login\?backpage=%2Fpages%2Fsettings%2Faccount%2Findex/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    expect(await page.evaluate(() => (window as unknown as { notLoginCount?: number }).notLoginCount)).toBe(
      1,
    );

    await page.fill('input[name="account"]', username);
    await page.fill('input[name="password"]', 'secret123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/pages/settings/account/index');
    await page.getByText(username, { exact: true }).first().waitFor();
  });

  it('shows the page-script message with a retry when a screen’s code fails to load', async () => {
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('open-menu').click();
    const about = page.getByTestId('left-menu').getByText(en.menu!.about!);
    await about.waitFor();
    // From here on no script arrives, as on a network that just dropped.
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await about.click();
      await page.getByTestId('page-load-failed').waitFor();
      expect(await page.getByTestId('page-load-failed').innerText()).toContain(en.errors!.page_load);
      await screenshot(page, 'page-load-failed-en');
    } finally {
      await page.unroute('**/assets/*.js');
    }
    await page.getByText(en.common!.retry!, { exact: true }).click();
    await page.getByTestId('about-page').waitFor();
  });

  it('always offers "Contact us", on home and in the menu, leading to the support chat when no URL is set', async () => {
    // This server runs as `npm start` does with nothing configured (a local demo): the entry must
    // still be there, and lead to the in-app chat (answered with `npm run ops`), not a dead end.
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    // Taps before the app has started are the first-paint test's; this one is about the entry.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    await page.locator('.tw-entries').getByText(en.menu!.contact!, { exact: true }).click();
    await page.waitForURL('**/pages/help/center/chat');
    await page.getByTestId('support-chat').waitFor();

    await page.goto(url('/pages/index/index'));
    await page.getByTestId('open-menu').click();
    await page.getByTestId('left-menu').getByText(en.menu!.contact!, { exact: true }).click();
    await page.waitForURL('**/pages/help/center/chat');
    await page.getByTestId('support-chat').waitFor();

    // Signed out, the screen asks for a login and says who acts on a local demo, without an
    // intro that announces contacts.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('support-login').waitFor();
    const support = (await locale('en', 'support')).support!;
    expect(await page.getByTestId('support-demo').innerText()).toBe(support.demo);
    expect(await page.getByTestId('support-page').innerText()).not.toContain(support.intro);
  });

  it('gives a bare install somewhere to deposit, labelled as a local demo, and never a wallet transfer to it', async () => {
    const funds = (await locale('en', 'funds')).deposit!.page as unknown as Record<string, string>;
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `demo${Date.now() % 1_000_000}`);
    await page.goto(url('/pages/deposit/index?coin=USDT&network=TRC20'));
    await page.getByTestId('deposit-address-card').waitFor();
    expect(await page.getByTestId('deposit-demo').innerText()).toContain(funds.demo_address);
    expect(await page.getByTestId('deposit-address').innerText()).toBe(DEMO_DEPOSIT_ADDRESSES.tron);
    expect(await page.getByTestId('send-from-wallet').count()).toBe(0);
    await page.getByTestId('paste-hash').waitFor();
    await screenshot(page, 'deposit-local-demo-en');

    await page.goto(url('/pages/deposit/index?tab=bank&coin=USDT'));
    await page.getByTestId('bank-beneficiary').waitFor();
    expect(await page.getByTestId('deposit-demo').innerText()).toContain(funds.demo_bank);
    expect(await page.getByTestId('beneficiary-account-value').innerText()).toBe(DEMO_BANK_ACCOUNT.account);
    // The bank is named as what it is, in the reader's language (the server's name is English).
    expect(await page.getByTestId('beneficiary-bank-value').innerText()).toBe(funds.demo_bank_name);
    expect(await page.getByTestId('deposit-reference-value').innerText()).toMatch(/^DEMO-/);
  });

  it('keeps a phone-width column centred on a desktop screen', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/pages/index/index'));
    const box = await page.locator('.tw-app').boundingBox();
    expect(box?.width).toBe(480);
    expect(Math.round(box!.x)).toBe(400);
    await screenshot(page, 'home-desktop-en');
  });

  it('serves every spec route as the app, and an unknown page as "not found"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/pages/no/such/page'));
    await page.getByTestId('not-found-page').waitFor();
    const asset = await page.request.get(url('/assets/missing-chunk.js'));
    expect(asset.status()).toBe(404);
  });
});

/*
 * react-vant ships each component's styles as a side-effect import that the bundler can drop
 * without a word (notes/stack.md); a component without them renders as bare, unstyled markup.
 */
describe('react-vant styles', () => {
  it('come with every component on the main screens', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `styles${Date.now() % 1_000_000}`);
    const unstyled = new Map<string, string[]>();
    for (const route of [
      '/pages/index/index',
      '/pages/account/index',
      '/pages/assets/record',
      '/pages/deposit/index',
      '/pages/assets/withdraw/index',
      '/pages/trade/index',
      '/pages/verification/index',
      '/pages/user/login/login',
    ]) {
      await page.goto(url(route));
      await page.waitForLoadState('networkidle');
      // Each component's block class (rv-cell, rv-pull-refresh; not its elements or modifiers)
      // that no loaded style rule names. Icons are inline SVGs and need no rule.
      const missing = await page.evaluate(() => {
        const blocks = new Set<string>();
        for (const element of document.querySelectorAll('[class*="rv-"]'))
          for (const name of element.classList)
            if (/^rv-[a-z-]+$/.test(name) && !name.includes('--') && !/^rv-icon\b/.test(name))
              blocks.add(name);
        const selectors: string[] = [];
        const collect = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of document.styleSheets) collect(sheet.cssRules);
        const named = selectors.join(' ');
        return [...blocks].filter((block) => !new RegExp(`\\.${block}(?![\\w-])`).test(named));
      });
      if (missing.length) unstyled.set(route, missing);
    }
    await context.close();
    expect(Object.fromEntries(unstyled)).toEqual({});
  });
});
