import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN, fund } from '../helpers/funds';
import { TestClock } from '../helpers/harness';
import { locale, openPhone, registerInPage, screenshot, textOf } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * Locked funds in the browser, against the real server in this process on a clock the test
 * moves: subscribe, hold, earn day by day, redeem early after reading the quote, find the refund
 * in the account-change record. Then the same screens read in Chinese and Thai at 360 px.
 */

const DAY = 86_400_000;

/** Reloads the page and adds up how far its content moved until `ready`, and half a second more. */
async function shiftOnReload(page: Page, ready: () => Promise<unknown>): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await ready();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}
const clock = new TestClock();
let server: OwnServer;
beforeAll(async () => {
  // The clock moves two weeks ahead: the session must outlive it.
  server = await startOwnServer('finance', { clock: clock.now, env: { SESSION_TTL_HOURS: '8760' } });
});
afterAll(() => server.close());

describe('locked funds', () => {
  let context: BrowserContext | null = null;
  let page: Page;
  afterAll(() => context?.close());

  const open = async (path: string, testId: string) => {
    await page.goto(`${server.base}${path}`);
    await page.getByTestId(testId).waitFor();
  };

  it('subscribes, earns each day, and redeems early by the quote read, the refund in the change record', async () => {
    const en = await locale('en', 'finance', 'assets');
    const opened = await openPhone('en', { width: 360 });
    context = opened.context;
    page = opened.page;
    await page.goto(`${server.base}/pages/index/index`);
    const { userId } = await registerInPage(page, `fin${Date.now().toString(36)}`);
    await fund(server.database.db, userId, '2000', COIN.USDT);

    // The finance tab sits in the bar between derivatives and assets.
    await open('/pages/finance/index', 'finance-page');
    const tabs = await page.getByTestId('tab-bar').innerText();
    expect(tabs.replace(/\s+/g, ' ')).toContain(
      `${textOf(en, 'tab.contracts_options')} ${textOf(en, 'tab.finance')} ${textOf(en, 'tab.assets')}`,
    );
    await page.getByTestId('finance-product').first().waitFor();
    await screenshot(page, 'finance-tab-en');

    await page.getByTestId('finance-entry-trust').click();
    await page.getByTestId('trust-page').waitFor();
    const product = page.locator('[data-testid="finance-product"][data-status="open"]').filter({
      hasText: 'USDT · 15 days',
    });
    expect(await product.getByTestId('product-annual').innerText()).toBe('146%');
    await screenshot(page, 'finance-trust-en');

    await product.click();
    await page.getByTestId('trust-detail').waitFor();
    await page.getByTestId('finance-available').filter({ hasText: '2,000' }).waitFor();
    await page.getByTestId('finance-amount').fill('1000');
    expect(await page.getByTestId('finance-summary-interest').innerText()).toBe('60.000000 USDT');
    expect(await page.getByTestId('finance-summary-back').innerText()).toBe('1,060.000000 USDT');
    // Before anything is sent: the penalty of leaving halfway (8 of 15 days left) on this amount.
    expect(await page.getByTestId('finance-early').innerText()).toContain('32.000000 USDT');
    // Not without the agreement.
    expect(await page.getByTestId('finance-confirm-reason').innerText()).toBe(
      textOf(en, 'errors.finance_agree_required'),
    );
    await page.getByTestId('finance-agree').click();
    await screenshot(page, 'finance-detail-en');
    await page.getByTestId('finance-confirm').click();

    await page.getByTestId('orders-hosting').waitFor();
    const order = page.getByTestId('finance-order').first();
    expect(await order.getByTestId('order-amount').innerText()).toBe('1,000.000000 USDT');
    expect(await order.getByTestId('order-remaining_days').innerText()).toBe('15 / 15');
    await screenshot(page, 'finance-orders-en');

    // Twelve days after interest started: twelve days paid, three left.
    const now = clock.now();
    const interestStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    clock.advance(interestStart + 12 * DAY - now.getTime() + 1_000);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('finance-order').first().waitFor();
          return page.getByTestId('order-earned').first().innerText();
        },
        { timeout: 15_000 },
      )
      .toBe('48.000000 USDT');
    expect(await page.getByTestId('order-remaining_days').first().innerText()).toBe('3 / 15');

    // The tab's card: what is working and what it has earned. Opened again, the server holds the
    // card's place for the signed-in reader until the figures arrive: nothing below it moves.
    await open('/pages/finance/index', 'finance-page');
    const held = page.getByTestId('holding-USDT');
    await held.waitFor();
    expect(await held.getByTestId('holding-amount').innerText()).toBe('1,000.000000 USDT');
    expect(await held.getByTestId('holding-earned').innerText()).toBe('48.000000 USDT');
    // The card has noted how many coins it listed (after its paint) before the page is opened again.
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(document.cookie)))
      .toContain('finance.holdings:1');
    expect(await shiftOnReload(page, () => held.waitFor())).toBeLessThanOrEqual(0.01);
    await screenshot(page, 'finance-holdings-en');
    await page.goto(`${server.base}/pages/trust/orders`);
    await page.getByTestId('finance-order').first().waitFor();

    await page.getByTestId('finance-redeem').first().click();
    await page.getByTestId('quote-penalty').waitFor();
    expect(await page.getByTestId('quote-penalty').innerText()).toBe('12.000000 USDT');
    expect(await page.getByTestId('quote-refund').innerText()).toBe('988.000000 USDT');
    expect(await page.getByTestId('quote-interest').innerText()).toBe('48.000000 USDT');
    await screenshot(page, 'finance-quote-en');
    await page.getByTestId('quote-confirm').click();
    await page.getByTestId('redeem-sheet').waitFor({ state: 'hidden' });

    await page.getByTestId('orders-tab-redeemed').click();
    await page.getByTestId('orders-redeemed').waitFor();
    expect(await page.getByTestId('order-refund').first().innerText()).toBe('988.000000 USDT');
    expect(await page.getByTestId('order-penalty').first().innerText()).toBe('12.000000 USDT');
    await screenshot(page, 'finance-redeemed-en');

    await open('/pages/assets/changeRecord', 'change-record-page');
    const redemption = page.getByTestId('change-records-row').filter({
      hasText: textOf(en, 'ledger.reason.finance_redeem'),
    });
    await expect.poll(() => redemption.count()).toBeGreaterThan(0);
    expect(await redemption.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('988')]),
    );
    await screenshot(page, 'finance-change-record-en');
  });

  it.each(['zh-CN', 'th'])('reads the finance screens in %s at 360 px', async (lang) => {
    const texts = await locale(lang, 'finance');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await open('/pages/finance/index', 'finance-page');
    await page.getByTestId('finance-product').first().waitFor();
    expect(await page.getByTestId('tab-bar').innerText()).toContain(textOf(texts, 'tab.finance'));
    await screenshot(page, `finance-tab-${lang}`);
    await open('/pages/trust/index', 'finance-products');
    await screenshot(page, `finance-trust-${lang}`);
    await page.getByTestId('finance-product').first().click();
    await page.getByTestId('finance-timeline').waitFor();
    await page.getByTestId('finance-amount').fill('500');
    await screenshot(page, `finance-detail-${lang}`);
    await open('/pages/trust/orders?tab=redeemed', 'orders-redeemed');
    await screenshot(page, `finance-redeemed-${lang}`);
    await open('/pages/trust/rules', 'finance-rules');
    await screenshot(page, `finance-rules-${lang}`);
    // Five tabs at 360 px: no label runs past its tab, no icon is squeezed, and the bar keeps its height.
    const bar = await page.evaluate(() => ({
      overflow: [...document.querySelectorAll('.tw-tab span')].some((s) => s.scrollWidth > s.clientWidth + 1),
      icons: [...document.querySelectorAll('.tw-tab > :first-child')].map(
        (i) => i.getBoundingClientRect().height,
      ),
      clipped: [...document.querySelectorAll('.tw-tab')].some(
        (tab) => tab.scrollHeight > tab.clientHeight + 1,
      ),
    }));
    expect(bar.overflow).toBe(false);
    expect(bar.clipped).toBe(false);
    expect(Math.min(...bar.icons)).toBeGreaterThanOrEqual(20);
  });
});
