import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ieoItems } from '../../src/server/db/schema';
import { COIN, fund } from '../helpers/funds';
import { TestClock } from '../helpers/harness';
import { locale, openPhone, registerInPage, screenshot, submitRefused, textOf, toastsGone } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * The IEO in the browser, against the real server in this process on a clock the test moves:
 * apply for the seeded LUMA IEO from the finance tab (the balance checked, a deposit offered when
 * it falls short), move past the allotment date (allotted, with its receipt and the pay countdown),
 * pay, then move past the listing (coins received, locked until the lock-up ends). A user in
 * zh-CN and one in th apply too, and do not pay: their allotments lapse.
 */

const clock = new TestClock();
let server: OwnServer;
/** The seeded item's dates (seed.ts: relative to the day the database was seeded). */
let dates: { allot: number; payEnd: number; listing: number; lockUntil: number };
beforeAll(async () => {
  server = await startOwnServer('ieo', { clock: clock.now, env: { SESSION_TTL_HOURS: '8760' } });
  const [item] = await server.database.db.select().from(ieoItems).where(eq(ieoItems.name, 'Luma'));
  if (!item) throw new Error('no seeded LUMA IEO');
  dates = {
    allot: item.allotAt.getTime(),
    payEnd: item.payEnd.getTime(),
    listing: item.listAt.getTime(),
    lockUntil: item.lockUntil.getTime(),
  };
});
afterAll(() => server.close());

/** Every phone the test opened, to move their clocks with the server's. */
const phones: BrowserContext[] = [];
afterAll(async () => {
  for (const context of phones) await context.close();
});

async function phone(lang: string) {
  const opened = await openPhone(lang, { width: 360 });
  phones.push(opened.context);
  await opened.context.clock.setSystemTime(clock.now());
  return opened.page;
}

/** The server's clock and the phones' to a moment after `at`: the engine's next step runs then. */
async function moveTo(at: number) {
  clock.advance(at + 2_000 - clock.now().getTime());
  for (const context of phones) await context.clock.setSystemTime(clock.now());
}

async function reloadUntilStatus(page: Page, status: number) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('ieo-applications').waitFor();
        return page.getByTestId('ieo-application').first().getAttribute('data-status');
      },
      { timeout: 15_000 },
    )
    .toBe(String(status));
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('IEO', () => {
  let page: Page;
  const langs = ['zh-CN', 'th'] as const;
  const others: Partial<Record<(typeof langs)[number], Page>> = {};

  it('applies for LUMA from the finance tab, with the balance checked', async () => {
    const en = await locale('en', 'ieo', 'newcoins');
    page = await phone('en');
    await page.goto(`${server.base}/pages/index/index`);
    const { userId } = await registerInPage(page, `ieo${Date.now().toString(36)}`);
    await fund(server.database.db, userId, '1000', COIN.USDT);

    await page.goto(`${server.base}/pages/finance/index`);
    await page.getByTestId('finance-entry-ieo').click();
    await page.getByTestId('ieo-items').waitFor();
    const luma = page.getByTestId('ieo-item').filter({ hasText: 'LUMA' });
    expect(await luma.getAttribute('data-status')).toBe('applying');
    expect(await luma.innerText()).toContain(textOf(en, 'ieo.status.applying'));
    expect(await luma.getByTestId('ieo-item-next').innerText()).toContain(textOf(en, 'ieo.ahead.apply_end'));
    await screenshot(page, 'ieo-list-en');

    await luma.click();
    await page.getByTestId('ieo-timeline').waitFor();
    expect(await page.getByTestId('ieo-step-apply_start').getAttribute('data-state')).toBe('done');
    expect(await page.getByTestId('ieo-step-apply_end').getAttribute('data-state')).toBe('next');
    await page.getByTestId('ieo-next').waitFor();
    await screenshot(page, 'ieo-detail-en');

    // "Max" fills what the balance covers: 1000 USDT at 0.2.
    await page.getByTestId('ieo-max').click();
    expect(await page.getByTestId('ieo-quantity').inputValue()).toBe('5000');
    // More than the balance covers: the reason, and the deposit offered.
    await page.getByTestId('ieo-quantity').fill('6000');
    const short = fill(textOf(en, 'errors.ieo_balance'), { currency: 'USDT' });
    await expect.poll(() => page.getByTestId('ieo-quantity-error').innerText()).toBe(short);
    expect(await page.getByTestId('ieo-deposit').getAttribute('data-short')).toBe('true');
    expect(await submitRefused(page, 'ieo-confirm')).toBe(short);
    await page.getByTestId('ieo-apply').scrollIntoViewIfNeeded();
    await screenshot(page, 'ieo-detail-short-en');

    await page.getByTestId('ieo-quantity').fill('1000');
    await expect.poll(() => page.getByTestId('ieo-apply-cost').innerText()).toBe('200.000000 USDT');
    expect(await page.getByTestId('ieo-deposit').getAttribute('data-short')).toBeNull();
    await page.getByTestId('ieo-confirm').click();

    await page.getByTestId('ieo-applications').waitFor();
    const application = page.getByTestId('ieo-application').first();
    expect(await application.getAttribute('data-status')).toBe('1');
    expect(await application.getByTestId('ieo-application-status').innerText()).toBe(
      textOf(en, 'ieo.mine.status_applied'),
    );
    expect(await application.getByTestId('ieo-application-applied').innerText()).toBe('1,000.00 LUMA');
    await toastsGone(page);
    await screenshot(page, 'ieo-mine-applied-en');
  });

  it.each(langs)('applies in %s at 360 px', async (lang) => {
    const texts = await locale(lang, 'ieo', 'newcoins');
    const other = await phone(lang);
    others[lang] = other;
    await other.goto(`${server.base}/pages/index/index`);
    const { userId } = await registerInPage(other, `ieo${lang.slice(0, 2)}${Date.now().toString(36)}`);
    await fund(server.database.db, userId, '100', COIN.USDT);

    await other.goto(`${server.base}/pages/ieo/index`);
    await other.getByTestId('ieo-items').waitFor();
    expect(await other.getByTestId('ieo-item').first().innerText()).toContain(
      textOf(texts, 'ieo.status.applying'),
    );
    await screenshot(other, `ieo-list-${lang}`);
    await other.getByTestId('ieo-item').filter({ hasText: 'LUMA' }).click();
    await other.getByTestId('ieo-timeline').waitFor();
    await screenshot(other, `ieo-detail-${lang}`);

    await other.getByTestId('ieo-quantity').fill('1000');
    const short = fill(textOf(texts, 'errors.ieo_balance'), { currency: 'USDT' });
    await expect.poll(() => other.getByTestId('ieo-quantity-error').innerText()).toBe(short);
    await other.getByTestId('ieo-apply').scrollIntoViewIfNeeded();
    await screenshot(other, `ieo-detail-short-${lang}`);
    await other.getByTestId('ieo-quantity').fill('400');
    await other.getByTestId('ieo-confirm').click();
    await other.getByTestId('ieo-applications').waitFor();
    expect(await other.getByTestId('ieo-application-status').first().innerText()).toBe(
      textOf(texts, 'ieo.mine.status_applied'),
    );
    await toastsGone(other);
    await screenshot(other, `ieo-mine-${lang}`);
  });

  it('is allotted with a receipt, pays, and receives the coins locked at listing', async () => {
    const en = await locale('en', 'ieo', 'newcoins');
    await moveTo(dates.allot);
    await reloadUntilStatus(page, 3);
    const application = page.getByTestId('ieo-application').first();
    expect(await application.getByTestId('ieo-application-status').innerText()).toBe(
      textOf(en, 'ieo.mine.status_allotted'),
    );
    // Three applications of 1,800 against 500,000: each gets all it applied for.
    expect(await application.getByTestId('ieo-application-allotted').innerText()).toBe('1,000.00 LUMA');
    expect(await application.getByTestId('ieo-application-pay-state').innerText()).toBe(
      textOf(en, 'ieo.pay_state.paying'),
    );
    // The pay window is open from the allotment to a day later: the countdown is to its end
    // (whole minutes, rounded up), on the phone's clock moved with the server's.
    expect(await page.getByTestId('ieo-pay-left').innerText()).toMatch(
      new RegExp(`^${textOf(en, 'ieo.ahead.pay_end')} (1 d 00:00|0 d 23:5\\d)$`),
    );
    const payButton = page.getByTestId('ieo-pay-button');
    expect(await payButton.isEnabled()).toBe(true);
    expect(await payButton.innerText()).toBe(
      fill(textOf(en, 'ieo.mine.pay_amount_button'), { amount: '200.000000 USDT' }),
    );
    await page.getByTestId('newcoin-receipt').locator('summary').click();
    const lines = page.getByTestId('newcoin-receipt').locator('li');
    expect(await lines.last().innerText()).toBe(
      fill(textOf(en, 'newcoins.receipt.final'), { amount: '1000 LUMA' }),
    );
    await screenshot(page, 'ieo-mine-allotted-en');
    await page.getByTestId('newcoin-receipt').scrollIntoViewIfNeeded();
    await screenshot(page, 'ieo-mine-receipt-en');

    await payButton.click();
    const dialog = page.locator('.rv-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(textOf(en, 'ieo.mine.pay_confirm_title'));
    await screenshot(page, 'ieo-mine-pay-confirm-en');
    await dialog.locator('.rv-dialog__confirm').click();
    await expect
      .poll(() => application.getByTestId('ieo-application-status').innerText())
      .toBe(textOf(en, 'ieo.mine.status_paid'));
    expect(await application.getAttribute('data-status')).toBe('4');
    expect(await page.getByTestId('ieo-pay').count()).toBe(0);
    // What was taken, no longer what is asked for.
    expect(await application.innerText()).toContain(textOf(en, 'ieo.mine.paid_amount'));
    await toastsGone(page);
    await screenshot(page, 'ieo-mine-paid-en');

    await moveTo(dates.listing);
    await reloadUntilStatus(page, 5);
    const locked = await application.getByTestId('ieo-application-status').innerText();
    expect(locked.startsWith(textOf(en, 'ieo.mine.status_locked').split('{{time}}')[0]!)).toBe(true);
    expect(locked.length).toBeGreaterThan(textOf(en, 'ieo.mine.status_locked').length - 8);
    await screenshot(page, 'ieo-mine-listed-en');

    // Assets: the coins in spot, frozen, with the date they unlock (the status's date).
    await page.goto(`${server.base}/pages/assets/tradeAccount?account=spot`);
    const lock = page.getByTestId('coin-LUMA').getByTestId('coin-lock');
    await lock.waitFor();
    expect(await lock.innerText()).toContain('1,000.00 LUMA');
    const unlockDate = locked.slice(textOf(en, 'ieo.mine.status_locked').split('{{time}}')[0]!.length);
    expect(await lock.innerText()).toContain(unlockDate);
    await lock.scrollIntoViewIfNeeded();
    await screenshot(page, 'ieo-assets-locked-en');
  });

  it.each(langs)('reads the outcome in %s at 360 px', async (lang) => {
    const texts = await locale(lang, 'ieo', 'newcoins');
    // This user did not pay: the allotment lapsed at the pay end.
    const other = others[lang]!;
    await reloadUntilStatus(other, 2);
    expect(await other.getByTestId('ieo-application-status').first().innerText()).toBe(
      textOf(texts, 'ieo.mine.status_failed_unpaid'),
    );
    await other.getByTestId('newcoin-receipt').locator('summary').click();
    await screenshot(other, `ieo-mine-lapsed-${lang}`);

    // The paying user's screens in this language: listed and locked, and the published allotment.
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${server.base}/pages/ieo/mine`);
    await page.getByTestId('ieo-applications').waitFor();
    expect(await page.getByTestId('ieo-application').first().getAttribute('data-status')).toBe('5');
    await page.getByTestId('newcoin-receipt').locator('summary').click();
    await screenshot(page, `ieo-mine-listed-${lang}`);
    await page.goto(`${server.base}/pages/ieo/index?tab=closed`);
    await page.getByTestId('ieo-items').waitFor();
    await screenshot(page, `ieo-list-closed-${lang}`);
    await page.getByTestId('ieo-item').filter({ hasText: 'LUMA' }).click();
    await page.getByTestId('ieo-published').scrollIntoViewIfNeeded();
    await screenshot(page, `ieo-detail-published-${lang}`);
  });
});
