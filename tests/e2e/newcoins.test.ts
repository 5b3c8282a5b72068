import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { TestClock } from '../helpers/harness';
import { locale, openPhone, registerInPage, screenshot, textOf } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * The new-coin subscription in the browser, against the real server in this process on a clock
 * the test moves: subscribe to the seeded NOVA sale, see it under review, move through the
 * window's end (allotment, with its receipt) and the launch (coins received, locked), see the
 * pair trade at the feed's price, and the coins unlocked when the lock-up ends.
 */

const DAY = 86_400_000;
const clock = new TestClock();
// A feed the test drives: the new coin's price is what the feed says, and nothing else.
const feed = createManualFeed();
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer('newcoins', { clock: clock.now, feed, env: { SESSION_TTL_HOURS: '8760' } });
});
afterAll(() => server.close());

describe('new-coin subscription', () => {
  let context: BrowserContext | null = null;
  let page: Page;
  afterAll(() => context?.close());

  it('subscribes from the finance tab, is allotted with a receipt, and receives the coins locked at launch', async () => {
    const en = await locale('en', 'newcoins');
    const opened = await openPhone('en', { width: 360 });
    context = opened.context;
    page = opened.page;
    await page.goto(`${server.base}/pages/index/index`);
    const { userId } = await registerInPage(page, `nc${Date.now().toString(36)}`);
    await fund(server.database.db, userId, '1000', COIN.USDT);

    await page.goto(`${server.base}/pages/finance/index`);
    // The finance tab names the sale open now under its entry (get_recommend).
    const offer = page.getByTestId('finance-newcoin-offer').filter({ hasText: 'NOVA' });
    await offer.waitFor();
    expect(await offer.innerText()).toContain('0.05 USDT');
    await screenshot(page, 'newcoins-finance-tab-en');
    await page.getByTestId('finance-entry-newcoins').click();
    await page.getByTestId('newcoin-sales').waitFor();
    const nova = page.getByTestId('newcoin-sale').filter({ hasText: 'NOVA' });
    expect(await nova.innerText()).toContain(textOf(en, 'newcoins.status.subscribing'));
    await screenshot(page, 'newcoins-list-en');

    await nova.click();
    await page.getByTestId('newcoin-timeline').waitFor();
    await page.getByTestId('newcoin-amount').fill('100');
    expect(await page.getByTestId('newcoin-coins').innerText()).toBe('2,000.0000 NOVA');
    // More than the balance: the reason, and the way to a deposit.
    await page.getByTestId('newcoin-amount').fill('1500');
    await page.getByTestId('newcoin-deposit').waitFor();
    await page.getByTestId('newcoin-amount').fill('100');
    await screenshot(page, 'newcoins-detail-en');
    await page.getByTestId('newcoin-confirm').click();

    await page.getByTestId('newcoin-orders').waitFor();
    const state = page.getByTestId('newcoin-order-state').first();
    expect(await state.innerText()).toBe(textOf(en, 'newcoins.state.under_review'));
    await screenshot(page, 'newcoins-mine-review-en');

    // The seeded window ends a week after the first start's day; the launch a day later.
    clock.advance(8 * DAY + 1_000);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('newcoin-order-state').first().innerText();
        },
        { timeout: 15_000 },
      )
      .toBe(textOf(en, 'newcoins.state.locked'));
    // At the coin's places, which the order carries: no flicker from plain to padded figures.
    expect(await page.getByTestId('newcoin-order-quantity').first().innerText()).toBe('2,000.0000 NOVA');
    await page.getByTestId('newcoin-receipt').locator('summary').click();
    // The receipt's figures are exact, as the published factors are: what a user recomputes.
    expect(await page.getByTestId('newcoin-receipt').innerText()).toContain(
      textOf(en, 'newcoins.receipt.final').replace('{{amount}}', '2000 NOVA'),
    );
    await screenshot(page, 'newcoins-mine-locked-en');

    // Assets: the coins in spot, frozen, with the date they unlock.
    await page.goto(`${server.base}/pages/assets/tradeAccount?account=spot`);
    const lock = page.getByTestId('coin-NOVA').getByTestId('coin-lock');
    await lock.waitFor();
    expect(await lock.innerText()).toContain('2,000.0000 NOVA');
    await lock.scrollIntoViewIfNeeded();
    await screenshot(page, 'newcoins-assets-locked-en');

    // The launch listed NOVA/USDT; it trades once the feed has a tick for NOVAUSDT, at that price.
    await expect
      .poll(
        async () => {
          feed.push('NOVAUSDT', '0.0731', clock.now().getTime());
          const res = await fetch(`${server.base}/api/currency/quotation_new`);
          const body = (await res.json()) as { data: { pairs: { symbol: string }[] } };
          return body.data.pairs.some((p) => p.symbol === 'NOVA/USDT');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.goto(`${server.base}/pages/trade/index?symbol=${encodeURIComponent('NOVA/USDT')}`);
    await page.getByTestId('trade-page').waitFor();
    await expect.poll(() => page.getByTestId('last-price').innerText()).toBe('0.073100');
    await screenshot(page, 'newcoins-pair-trading-en');

    // The lock-up's end: the engine unlocks the coins; assets show them free, no lock line.
    clock.advance(31 * DAY);
    await expect
      .poll(
        async () => {
          await page.goto(`${server.base}/pages/assets/tradeAccount?account=spot`);
          await page.getByTestId('coin-NOVA').waitFor();
          return page.getByTestId('coin-NOVA').getByTestId('coin-lock').count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    expect(await page.getByTestId('coin-NOVA').innerText()).toContain('2,000');
  });

  it.each(['zh-CN', 'th'])('reads the new-coin screens in %s at 360 px', async (lang) => {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${server.base}/pages/subscribe/index`);
    await page.getByTestId('newcoin-sales').waitFor();
    await screenshot(page, `newcoins-list-${lang}`);
    await page.getByTestId('newcoin-sale').first().click();
    await page.getByTestId('newcoin-timeline').waitFor();
    await screenshot(page, `newcoins-detail-${lang}`);
    await page.goto(`${server.base}/pages/subscribe/mine`);
    await page.getByTestId('newcoin-orders').waitFor();
    await page.getByTestId('newcoin-receipt').locator('summary').click();
    await screenshot(page, `newcoins-mine-${lang}`);
  });
});
