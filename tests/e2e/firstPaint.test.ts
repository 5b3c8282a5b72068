import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../src/web/shell/routes';
import { routeSourceFile } from '../../src/web/ui/page/routeManifest';
import { APP_STARTED_MARK } from '../../src/core/firstData';
import { locale, openChart, openPhone, registerInPage, screenshot, textOf, url } from './browser';
import { BUILT_APP } from './ownServer';
import { evmWallet, tronWallet } from '../helpers/wallets';
import { injectWallets, UA } from './injectedWallets';

/*
 * Issue 14's critical path: the page arrives in the reader's language, and that language's
 * start-up texts are fetched by the page itself, beside the framework, not after it has run.
 */
describe.each(['zh-CN', 'th'])('the first visit in %s', (lang) => {
  it('fetches the start-up texts from the page, in the browser’s language, and remembers it', async () => {
    const { context, page } = await openPhone(lang);
    await page.goto(url('/pages/index/index'));
    // Home is there before any script (drawn by the server): wait for the app itself.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    const timing = await page.evaluate((name) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = JSON.parse(document.getElementById('tw-start')!.textContent!).entry as string;
      const find = (pattern: RegExp) => entries.filter((e) => pattern.test(new URL(e.name).pathname));
      return {
        texts: find(new RegExp(`^/assets/${name}-[\\w-]+\\.js$`)).map((e) => e.startTime),
        app: entries.filter((e) => new URL(e.name).pathname === entry).map((e) => e.startTime),
      };
    }, lang);
    // Asked for once, by the page's own <link rel="modulepreload">, before the app's script was
    // even asked for, let alone run and asked for them itself. (Against the framework's arrival,
    // as this once read, it raced: a quiet local server can deliver the framework first.)
    expect(timing.texts).toHaveLength(1);
    expect(timing.app).toHaveLength(1);
    expect(timing.texts[0]).toBeLessThan(timing.app[0]!);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

    // The app told the server its language: the next page comes written in it.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'tw_lang')?.value).toBe(lang);
    const next = await page.evaluate(async () => (await fetch('/pages/trade/index')).text());
    expect(next).toContain(`<html lang="${lang}"`);
    await context.close();
  });
});

describe('home’s critical path', () => {
  it('asks for at most 6 scripts before the app has taken home over', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/index/index'));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    const scripts = await page.evaluate((mark) => {
      const startedAt = performance.getEntriesByName(mark)[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < startedAt && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname);
    }, APP_STARTED_MARK);
    expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
    await context.close();
  });

  it('is painted before any script is asked for, with its style sheets inside the page', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/index/index'));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    const { painted, requests } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      requests: performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    const scripts = requests.filter((r) => r.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((r) => r.at < painted)).toEqual([]);
    // The start-up sheets came with the page: none of them fetched, before or after.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(requests.filter((r) => sheets.includes(r.path))).toEqual([]);
    // Styled all the same: the tab bar sits at the bottom of the screen.
    const tabBar = await page.getByTestId('tab-bar').boundingBox();
    expect(tabBar!.y + tabBar!.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 2);
    await context.close();
  });
});

/*
 * A signed-in reader's home: the server cannot know the session (it lives in the phone's storage),
 * but a hint kept beside it says there is one, and how much room the greeting and the wallet
 * badges took. The log-in buttons never flash, and nothing moves as the nickname arrives.
 */
describe('home for a signed-in reader', () => {
  it('is drawn without the log-in buttons, the greeting’s lines and the wallets’ places held, with JavaScript off', async () => {
    const { context, page } = await openPhone('en', { javaScriptEnabled: false });
    const hints = 'session.signed_in:1,home.wallets:2,home.greeting_lines:2';
    await context.addCookies([{ name: 'tw_choices', value: encodeURIComponent(hints), url: url('/') }]);
    await page.goto(url('/pages/index/index'));
    expect(await page.getByTestId('home-login').count()).toBe(0);
    const heading = page.locator('.tw-hero h1[aria-busy="true"]');
    const { lines, bar } = await heading.evaluate((h1) => ({
      lines: h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight),
      bar: h1.querySelector('.tw-hero-name-waiting') !== null,
    }));
    expect(Math.round(lines)).toBe(2);
    expect(bar).toBe(true);
    expect(await page.locator('.tw-wallet-badge-waiting').count()).toBe(2);
    await context.close();
  });

  it('fills in the nickname and the wallet without a move, as React takes the page over', async () => {
    const wallet = evmWallet();
    const post = async (path: string, form: Record<string, string>) =>
      (await (
        await fetch(url(`/api/${path}`), { method: 'POST', body: new URLSearchParams(form) })
      ).json()) as {
        data: Record<string, unknown>;
      };
    const { message } = (await post('user/wallet_nonce', { chain: 'evm', address: wallet.address })).data;
    const session = (
      await post('user/wallet_login', {
        chain: 'evm',
        address: wallet.address,
        message: String(message),
        signature: await wallet.sign(String(message)),
      })
    ).data;
    const { context, page } = await openPhone('en');
    await page.goto(url('/favicon.svg'));
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: String(session.token), user: session.user },
    );
    // The first visit keeps the hints; the next is drawn by them.
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('wallet-badge').waitFor();
    // Home notes the room its greeting and badges took (after its paint) before it is opened again.
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(document.cookie)))
      .toMatch(/home\.wallets:1.*home\.greeting_lines:\d|home\.greeting_lines:\d.*home\.wallets:1/);
    const { errors, outcome } = await watchTakeOver(page, '[data-testid="market-list"]');
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('wallet-badge').waitFor();
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForTimeout(500);
    const after = await outcome();
    expect(after.shift).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
    await screenshot(page, 'home-signed-in-wallet-en');
    await context.close();
  });
});

describe('a tap before the app has started', () => {
  it('is held, then answered by the app on the same element, without loading the page again', async () => {
    const { context, page } = await openPhone('en');
    // A slow network: the app's entry script arrives a second and a half late.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const started = () =>
      page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    expect(await started()).toBe(false);
    await page.getByTestId('tab-bar').locator('button').last().click();
    await page.waitForURL('**/pages/account/index');
    expect(await started()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await context.close();
  });

  it('on a server-drawn screen reaches the app as the signed-in reader it is', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/index/index'));
    await registerInPage(page, `early${Date.now() % 1_000_000}`);
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/pages/option/index'));
    // The server drew the screen signed out; the tap waits for the app, which knows the reader.
    await page.getByTestId('direction-up').click();
    await page.getByTestId('option-purchase').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/option/index');
    await context.close();
  });

  it('is let through again when the app’s script cannot be loaded', async () => {
    const { context, page } = await openPhone('en');
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    // The failed script has given the page back: a tap reaches it as on any page without the app.
    await page.waitForFunction(() => {
      let reached = false;
      const listen = () => (reached = true);
      document.addEventListener('click', listen);
      document.body.click();
      document.removeEventListener('click', listen);
      return reached;
    });
    await context.close();
  });
});

/** A phone with JavaScript off on `path`: what the server's page shows by itself. */
async function openWithoutScripts(lang: string, path: string) {
  const { context, page } = await openPhone(lang, { javaScriptEnabled: false });
  await page.goto(url(path));
  return { context, page };
}

/**
 * Watches a server-drawn page being taken over: layout shifts, page errors, and whether the element
 * `selector` finds while the server's markup is parsed is still the one on screen afterwards.
 */
async function watchTakeOver(page: Page, selector: string) {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((held) => {
    const w = window as unknown as { shift: number; drawn: Element | null };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's element, held before any script of the app runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.drawn = document.querySelector(held);
    });
  }, selector);
  const outcome = () =>
    page.evaluate((held) => {
      const w = window as unknown as { shift: number; drawn: Element | null };
      return { shift: w.shift, same: w.drawn !== null && w.drawn === document.querySelector(held) };
    }, selector);
  /** Half a second after the screen is ready: the element kept, moved at most `most`, no error. */
  const expectHeldStill = async (most: number) => {
    await page.waitForTimeout(500);
    const after = await outcome();
    expect(after.same).toBe(true);
    expect(after.shift).toBeLessThanOrEqual(most);
    expect(errors).toEqual([]);
  };
  return { errors, outcome, expectHeldStill };
}

/**
 * Opens a screen the server draws with a call's answer in the page (`call`), and checks the app
 * took it over: the server's `element` kept, nothing moved or failed, and the call not asked for
 * again. `ready` waits for what the screen still fetches by itself.
 */
async function expectTakenOverWithItsAnswer(screen: {
  path: string;
  element: string;
  call: string;
  ready(page: Page): Promise<unknown>;
}) {
  const { context, page } = await openPhone('en');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === screen.call) asked.push(request.url());
  });
  const { expectHeldStill } = await watchTakeOver(page, screen.element);
  await page.goto(url(screen.path));
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
  await screen.ready(page);
  await expectHeldStill(0.02);
  expect(asked).toEqual([]);
  return { context, page };
}

/**
 * Reloads a trade screen whose reader opened its chart: the server draws the chart's section, and
 * React takes that very element over, draws the chart in it, and nothing jumps or fails.
 */
async function expectChartTakenOverOnReload(page: Page) {
  const { errors, outcome } = await watchTakeOver(page, '[data-testid="chart-section"]');
  await page.reload();
  await page.getByTestId('kline-panel').locator('canvas').first().waitFor();
  const after = await outcome();
  expect(after.same).toBe(true);
  expect(after.shift).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
}

/*
 * Home painted from HTML: the server draws the first screen in the reader's language, so it is
 * there before any script, and React takes that very markup over without moving anything.
 */
describe.each(['en', 'zh-CN', 'th'])('home from the server in %s', (lang) => {
  it('shows the hero, the market rows with prices and the tab bar with JavaScript off', async () => {
    const texts = await locale(lang);
    const { context, page } = await openWithoutScripts(lang, '/pages/index/index');
    await expect(page.locator('h1').textContent()).resolves.toBe(texts.home!.headline);
    await expect(page.getByTestId('home-login').textContent()).resolves.toBe(texts.login!.submit);
    const tabs = await page.getByTestId('tab-bar').locator('button').allTextContents();
    expect(tabs).toContain(texts.tab!.home);
    const rows = page.locator('[data-testid^="market-row-"]');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    // The last known quotes, not placeholders.
    await expect(rows.first().locator('.tw-market-last').textContent()).resolves.toMatch(/\d/);
    await screenshot(page, `home-js-off-${lang}`);
    await context.close();
  });

  it('is taken over by React in place: the same elements, no layout shift, no error', async () => {
    const { context, page } = await openPhone(lang);
    const { errors, outcome } = await watchTakeOver(page, 'h1');
    await page.goto(url('/pages/index/index'));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    await page.waitForTimeout(1500); // live prices and the session settle
    const after = await outcome();
    expect(after.same).toBe(true);
    expect(after.shift).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    // And it answers taps: the market tabs switch.
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tab').nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab').nth(0).click();
    await screenshot(page, `home-js-on-${lang}`);
    await context.close();
  });
});

/*
 * Login is drawn by the server too (its form is the largest thing on it, and the reader came to
 * fill it in): styled from the page alone, then taken over by React once its code has arrived.
 */
describe.each(['en', 'zh-CN', 'th'])('login from the server in %s', (lang) => {
  it('shows the form in the reader’s language with JavaScript off, below the navigation bar', async () => {
    const texts = await locale(lang);
    const { context, page } = await openWithoutScripts(lang, '/pages/user/login/login');
    await expect(page.locator('.rv-nav-bar__title').textContent()).resolves.toBe(texts.login!.title);
    await expect(page.locator('h2').textContent()).resolves.toBe(texts.login!.heading);
    await expect(page.getByTestId('login-submit').textContent()).resolves.toBe(texts.login!.submit);
    await expect(page.locator('input[name="account"]').getAttribute('placeholder')).resolves.toBe(
      texts.login!.account_placeholder,
    );
    // Styled by the page alone: the fixed bar's place is kept, so the logo is not under it.
    const bar = await page.locator('.rv-nav-bar').boundingBox();
    const head = await page.locator('.tw-auth-head').boundingBox();
    expect(head!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await screenshot(page, `login-js-off-${lang}`);
    await context.close();
  });
});

describe('login taken over by React', () => {
  it('keeps the server’s elements, and in a wallet’s browser nothing moves when the wallet is found', async () => {
    const { context, page } = await openPhone('en', { userAgent: UA.tronlinkApp });
    await injectWallets(
      context,
      page,
      { userAgent: UA.tronlinkApp, inject: { tronLink: {}, iTron: true } },
      {
        evm: evmWallet(),
        tron: tronWallet(),
      },
    );
    const { expectHeldStill } = await watchTakeOver(page, 'input[name="account"]');
    await page.goto(url('/pages/user/login/login'));
    await page.getByTestId('wallet-trc').waitFor();
    await expectHeldStill(0.02);
    // The form is React's now: once the account is typed, the button asks for the password.
    const reason = page.getByTestId('login-submit-reason');
    const before = await reason.textContent();
    await page.locator('input[name="account"]').fill('someone@example.com');
    await expect.poll(() => reason.textContent()).not.toBe(before);
    await page.locator('input[name="password"]').fill('a-long-password');
    await expect(page.getByTestId('login-submit').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'login-js-on-tronlink');
    await context.close();
  });
});

/* Spot trade too: its last price is its largest text, and it is in the page. */
describe('spot trade from the server', () => {
  it('shows the pair, its last price and the order form with JavaScript off', async () => {
    const texts = await locale('zh-CN');
    const { context, page } = await openWithoutScripts('zh-CN', '/pages/trade/index?symbol=ETH%2FUSDT');
    await expect(page.getByTestId('last-price').textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})*\.\d+$/);
    await expect(page.getByText('ETH/USDT').first().isVisible()).resolves.toBe(true);
    // In the reader's language.
    const tabs = await page.getByTestId('tab-bar').locator('button').allTextContents();
    expect(tabs).toContain(texts.tab!.spot);
    await screenshot(page, 'spot-js-off-zh-CN');
    await context.close();
  });

  it('is taken over by React on the same price element, without an error', async () => {
    const { context, page } = await openPhone('en');
    const { errors, outcome } = await watchTakeOver(page, '[data-testid="last-price"]');
    await page.goto(url('/pages/trade/index?symbol=BTC%2FUSDT'));
    await openChart(page);
    await page.getByTestId('kline-panel').locator('canvas').first().waitFor();
    const after = await outcome();
    expect(after.same).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the chart folded for a new reader, and open for one who opened it, without a jump', async () => {
    const folded = await openWithoutScripts('en', '/pages/trade/index?symbol=BTC%2FUSDT');
    await folded.page.getByTestId('trade-page').waitFor();
    expect(await folded.page.getByTestId('chart-section').count()).toBe(0);
    await folded.context.close();

    // The reader opens the chart: the choice goes with the next page request.
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/trade/index?symbol=BTC%2FUSDT'));
    await openChart(page);
    const served = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(served).toContain('data-testid="chart-section"');
    await expectChartTakenOverOnReload(page);
    await context.close();
  });
});

/* Contracts are drawn by the server too: the mark price is their largest text. */
describe('contracts from the server', () => {
  it.each([['/pages/contract/index', 'contract-mark']] as const)(
    '%s shows its price with JavaScript off, and React takes it over without an error or a jump',
    async (route, price) => {
      const served = await openWithoutScripts('th', route);
      await expect(served.page.getByTestId(price).textContent()).resolves.toMatch(/\d{1,3}(,\d{3})*\.\d+/);
      await served.context.close();

      const { context, page } = await openPhone('th');
      const { expectHeldStill } = await watchTakeOver(page, `[data-testid="${price}"]`);
      await page.goto(url(route));
      // The order form and the terms arrive with their call, where the server kept them room.
      await page.getByTestId('contract-terms').waitFor();
      await expectHeldStill(0.02);
      await context.close();
    },
  );
});

/*
 * Options too, once the page carries their periods: the price is their largest text, and a compact
 * chart (one SVG line) stands where the full K-line would cost a slow phone its first seconds.
 */
describe('options from the server', () => {
  it('shows the price and the compact chart with JavaScript off, not the full K-line', async () => {
    const { context, page } = await openWithoutScripts('ja', '/pages/option/index');
    await expect(page.getByTestId('option-last-price').textContent()).resolves.toMatch(
      /^\d{1,3}(,\d{3})*\.\d+$/,
    );
    await expect(page.getByTestId('compact-chart').count()).resolves.toBe(1);
    await expect(page.getByTestId('kline-panel').count()).resolves.toBe(0);
    await context.close();
  });

  it('is taken over on the same price element without asking for the periods again, and draws the hour', async () => {
    const { context, page } = await expectTakenOverWithItsAnswer({
      path: '/pages/option/index',
      element: '[data-testid="option-last-price"]',
      call: '/api/microtrade/seconds',
      ready: (page) => page.getByTestId('compact-chart').locator('path').first().waitFor(),
    });
    await expect(page.getByTestId('compact-chart-high').innerText()).resolves.toMatch(
      /\d{1,3}(,\d{3})*\.\d+/,
    );
    await context.close();
  });

  it('holds a signed-in reader’s balance line from the server, so the chart below does not move', async () => {
    const { context, page } = await openPhone('en');
    // Stored from a page that runs no app (the site's icon), with the hint the app's sign-in keeps.
    await page.goto(url('/favicon.svg'));
    await registerInPage(page, `opt${Date.now().toString(36)}`);
    const { expectHeldStill } = await watchTakeOver(page, '[data-testid="option-last-price"]');
    await page.goto(url('/pages/option/index'));
    await page.getByTestId('option-available').filter({ hasText: /\d/ }).waitFor();
    await expectHeldStill(0.005);
    await context.close();
  });

  it('draws the full K-line for a reader who opened it, from the server, without a jump', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/option/index'));
    await page.getByTestId('chart-toggle').click();
    await page.getByTestId('kline-panel').locator('canvas').first().waitFor();
    const served = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(served).toContain('data-testid="kline-panel"');
    expect(served).not.toContain('data-testid="compact-chart"');
    await expectChartTakenOverOnReload(page);
    await context.close();
  });
});

/*
 * The finance tab too: its largest text is an entry's caption, and the new-coin sales on offer
 * come with the page (their line, arriving later, moved every entry below it down).
 */
describe('the finance tab from the server', () => {
  it('shows the entries and the sales on offer with JavaScript off', async () => {
    const texts = await locale('th', 'finance');
    const { context, page } = await openWithoutScripts('th', '/pages/finance/index');
    await expect(page.getByTestId('finance-entry-trust').innerText()).resolves.toContain(
      textOf(texts, 'finance.entry.trust'),
    );
    expect(await page.getByTestId('finance-newcoin-offer').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('holds a signed-in reader’s holdings in place, as many rows as they listed, with JavaScript off', async () => {
    const texts = await locale('th', 'finance');
    const holdings = async (hints: string | null) => {
      const { context, page } = await openPhone('th', { javaScriptEnabled: false });
      if (hints)
        await context.addCookies([{ name: 'tw_choices', value: encodeURIComponent(hints), url: url('/') }]);
      await page.goto(url('/pages/finance/index'));
      const card = page.getByTestId('finance-holdings');
      const shown = (await card.count()) > 0 && {
        title: await card.locator('h2').innerText(),
        rows: await card.locator('dl').count(),
        busy: await card.getAttribute('aria-busy'),
      };
      await context.close();
      return shown;
    };
    expect(await holdings(null)).toBe(false);
    expect(await holdings('session.signed_in:1,finance.holdings:2')).toEqual({
      title: textOf(texts, 'finance.holdings'),
      rows: 2,
      busy: 'true',
    });
  });

  it('takes over a signed-in reader’s page drawn before the hint was kept, as it was drawn', async () => {
    const { context, page } = await openPhone('en');
    // The session is stored from a page of the site that runs no app (the site's icon), so
    // that no app is starting up while it appears.
    await page.goto(url('/favicon.svg'));
    await registerInPage(page, `hint${Date.now().toString(36)}`, { hint: false });
    // Drawn signed out (no hint yet); the app keeps the hint as it starts, before taking over.
    const { errors, outcome } = await watchTakeOver(page, '[data-testid="finance-entry-ieo"]');
    await page.goto(url('/pages/finance/index'));
    await page.locator('[data-testid="finance-holdings"][aria-busy="false"]').waitFor();
    expect(errors).toEqual([]);
    expect((await outcome()).same).toBe(true);
    await context.close();
  });

  it('is taken over by React without a jump, and without asking for the sales again', async () => {
    const { context } = await expectTakenOverWithItsAnswer({
      path: '/pages/finance/index',
      element: '[data-testid="finance-entry-ieo"]',
      call: '/api/lh/send/get_recommend',
      ready: (page) => page.getByTestId('finance-product').first().waitFor(),
    });
    await context.close();
  });
});

/* Every other route arrives as its shell: the navigation bar with its title, and a skeleton. */
describe('a route’s shell from the server', () => {
  it.each([
    ['zh-CN', '/pages/deposit/index', 'deposit.page.title', false],
    ['th', '/pages/account/index', 'assets.title', true],
    ['en', '/pages/user/login/register', 'register.title', false],
  ] as const)(
    'in %s, %s shows its title and a skeleton with JavaScript off',
    async (lang, route, key, tab) => {
      const texts: unknown = await locale(lang);
      const title = key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], texts);
      expect(title).toEqual(expect.any(String));
      const { context, page } = await openWithoutScripts(lang, route);
      const shell = page.getByTestId('route-shell');
      await expect(shell.locator('h1').textContent()).resolves.toBe(title);
      expect(await shell.locator('.tw-skeleton-row').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('tab-bar').count()).toBe(tab ? 1 : 0);
      await context.close();
    },
  );

  it('asks for the route’s own files with the app’s, for every route', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(BUILT_APP, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const lazy = ROUTES.filter((route) => route.page && route.path !== '*');
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) {
      const html = await (await fetch(url(route.path), { headers: { 'accept-language': 'ja' } })).text();
      const start = JSON.parse(
        /<script type="application\/json" id="tw-start">(.*?)<\/script>/.exec(html)![1]!,
      ) as {
        preload: string[];
      };
      // Its route file, where the route’s path says it is (src/web<path>.tsx; system pages such as
      // /choose-location under src/web/pages)…
      const file = manifest[routeSourceFile(route.path)]?.file;
      expect(file, route.path).toBeDefined();
      expect(start.preload, route.path).toContain(`/${file}`);
      // …and its feature texts in the reader's language.
      for (const feature of route.texts ?? []) {
        expect(start.preload, route.path).toContain(`/${manifest[`../../locales/${feature}/ja.json`]!.file}`);
      }
    }
  });

  it('brings the market list, so spot trade shows its last price without asking for it again', async () => {
    const { context, page } = await openPhone('en');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/currency/quotation_new') asked.push(request.url());
    });
    await page.goto(url('/pages/trade/index?symbol=BTC%2FUSDT'));
    await expect.poll(() => page.getByTestId('last-price').innerText()).toMatch(/\d/);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('is followed by the screen itself once the app has started', async () => {
    const { context, page } = await openPhone('en');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url('/pages/user/login/register'));
    await page.getByTestId('register-page').waitFor();
    expect(await page.getByTestId('route-shell').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/*
 * While a start screen waits (for ticks, for a wallet to inject itself), what moves on it must be
 * drawn by the compositor: an animated colour or SVG stroke is repainted on the main thread every
 * frame, and on a phone that is blocking time the reader's taps wait behind.
 */
describe('what moves on a start screen', () => {
  it.each([
    ['home', 'price flash', '/pages/index/index'],
    ['login', 'wallet detection spinner', '/pages/user/login/login'],
  ])('on %s, the %s animates only transform and opacity', async (_name, _what, route) => {
    const { context, page } = await openPhone('en');
    await page.goto(url(route));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);
    // Sampled over two seconds: home's flashes come with the ticks, login's spinner until a wallet is found.
    const seen = new Map<string, string[]>();
    for (let sample = 0; sample < 10; sample++) {
      const animations = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const name = (animation as CSSAnimation).animationName ?? 'transition';
          const keys = (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
          const properties = keys.flatMap((frame) =>
            Object.keys(frame).filter(
              (k) => !['offset', 'computedOffset', 'easing', 'composite'].includes(k),
            ),
          );
          return { name, properties: [...new Set(properties)] };
        }),
      );
      for (const { name, properties } of animations) seen.set(name, properties);
      await page.waitForTimeout(200);
    }
    expect(seen.size, 'no animation was seen: the sampler found nothing to check').toBeGreaterThan(0);
    for (const [name, properties] of seen)
      expect(
        properties.filter((p) => p !== 'transform' && p !== 'opacity'),
        name,
      ).toEqual([]);
    await context.close();
  });
});

/*
 * A price that moves keeps its element: the flash restarts on it. A new element per tick was more
 * work on every tick, and the browser counted each as a new largest paint (spot trade's price is
 * its largest text), so the screen never looked finished to it.
 */
describe('a ticking price', () => {
  it('stays one element on spot trade, flashing again at every move', async () => {
    const { context, page } = await openPhone('en');
    await page.goto(url('/pages/trade/index?symbol=BTC%2FUSDT'));
    const price = page.getByTestId('last-price').locator('span').first();
    await expect.poll(() => price.textContent()).toMatch(/\d/);
    await price.evaluate((element) => {
      const w = window as unknown as { priceElement: Element; flashes: string[] };
      w.priceElement = element;
      w.flashes = [];
      new MutationObserver(() => w.flashes.push(element.className)).observe(element, {
        attributeFilter: ['class'],
      });
    });
    // Ticks come about once a second; three moves of the simulated feed's BTC are enough.
    await page.waitForFunction(
      () => (window as unknown as { flashes: string[] }).flashes.length >= 3,
      undefined,
      { timeout: 15_000 },
    );
    const { same, flashes } = await price.evaluate((element) => {
      const w = window as unknown as { priceElement: Element; flashes: string[] };
      return { same: w.priceElement === element, flashes: w.flashes };
    });
    expect(same).toBe(true);
    // Each move switches the animation, which is what restarts it.
    for (let i = 1; i < flashes.length; i++) expect(flashes[i]).not.toBe(flashes[i - 1]);
    expect(flashes.every((c) => /tw-flash is-(up|down) is-move-[01]/.test(c))).toBe(true);
    await context.close();
  });
});
