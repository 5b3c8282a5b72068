import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { C2cAd } from '../../src/core/schemas/c2c';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { COIN, fund } from '../helpers/funds';
import { TestClock } from '../helpers/harness';
import { pngImage } from '../helpers/images';
import { locale, openPhone, registerInPage, screenshot, textOf, toastsGone } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * Peer-to-peer in the browser, two phones against the real server in this process on a clock the
 * test moves. A merchant (approved through `npm run ops`, a bank method and a sell ad made through
 * the API) and a user: the user buys USDT for USD from the ad, both chat (a text and a photo, seen
 * live on the other phone), the user marks it paid, the merchant releases with the fund password,
 * and the coins arrive. A second order is left unpaid: past the 30 minutes the engine cancels it
 * and the user's screen says so without a reload.
 */

const MINUTE = 60_000;
const clock = new TestClock();
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer('c2c', { clock: clock.now, env: { SESSION_TTL_HOURS: '8760' } });
});
afterAll(() => server.close());

const phones: BrowserContext[] = [];
afterAll(async () => {
  for (const context of phones) await context.close();
});

async function phone(lang: string): Promise<Page> {
  const opened = await openPhone(lang, { width: 360 });
  phones.push(opened.context);
  await opened.context.clock.setSystemTime(clock.now());
  return opened.page;
}

/** The API as the merchant's app calls it: the session's token, a JSON body. */
async function call<T>(token: string, route: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.base}/api/${route}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { type: string; message: string; data: T };
  if (answer.type !== 'ok') throw new Error(`${route} refused: ${answer.message}`);
  return answer.data;
}

const ops = (...argv: string[]) =>
  runOps(
    { db: server.database.db, clock: clock.now, config: server.config },
    opsCommandsOf(SERVER_MODULES),
    argv,
    'test-ops',
  );

describe('peer-to-peer', () => {
  let merchant: Page;
  let user: Page;
  let nickname: string;
  let ad: C2cAd;

  /** The user's detail of an order, its status as the pill says it. */
  const status = (page: Page) => page.getByTestId('c2c-detail-status').getAttribute('data-status');

  /** The user picks the merchant's ad on the list (USDT for USD) and orders 102 USD of it. */
  async function order(page: Page, shots?: string): Promise<number> {
    await page.goto(`${server.base}/pages/c2c/index`);
    await page.getByTestId('c2c-fiat-USD').click();
    await page.getByTestId('c2c-coin-USDT').click();
    const card = page.locator(`[data-testid="c2c-ad"][data-ad-id="${ad.id}"]`);
    await card.waitFor();
    if (shots) await screenshot(page, `c2c-index-${shots}`);
    await card.getByTestId('c2c-ad-action').click();
    await page.getByTestId('c2c-order-mode-amount').click();
    await page.getByTestId('c2c-order-figure').fill('102');
    await expect.poll(() => page.getByTestId('c2c-order-get').innerText()).toContain('100');
    await page.getByTestId('c2c-order-pay-bank').click();
    if (shots) await screenshot(page, `c2c-order-${shots}`);
    await page.getByTestId('c2c-order-submit').click();
    await page.locator('.rv-dialog__confirm').click();
    await page.waitForURL(/\/pages\/c2c\/detail\?id=\d+/);
    await page.getByTestId('c2c-countdown').waitFor();
    return Number(new URL(page.url()).searchParams.get('id'));
  }

  it('sets up a merchant with a bank method and a sell ad', async () => {
    merchant = await phone('en');
    await merchant.goto(`${server.base}/pages/index/index`);
    const stamp = Date.now().toString(36);
    const { token, userId } = await registerInPage(merchant, `c2cm${stamp}`);
    nickname = `Ana ${stamp}`;
    await ops('c2c:merchant', String(userId), '--nickname', nickname, '--reason', 'e2e merchant');
    await call(token, 'ctc/merchant/payment_method_save', {
      pay_type: 'bank',
      name: 'Ana Merchant',
      account: 'ES7620770024003102575766',
      bank: 'Banco Uno',
    });
    await fund(server.database.db, userId, '1000', COIN.USDT);
    ad = await call<C2cAd>(token, 'ctc/merchant/ad_save', {
      side: 'buy',
      coin: 'USDT',
      fiat: 'USD',
      price: '1.02',
      quantity: '600',
      min_amount: '10',
      max_amount: '2000',
      pay_types: ['bank'],
      terms: 'Bank transfers only, from an account in your own name.',
    });
    expect(ad).toMatchObject({ online: true, available: '600', coin_decimals: expect.any(Number) });
  });

  it('buys from the ad, chats with a photo seen live, pays, and receives the coins released', async () => {
    const en = await locale('en', 'c2c');
    user = await phone('en');
    await user.goto(`${server.base}/pages/index/index`);
    await registerInPage(user, `c2cu${Date.now().toString(36)}`);

    const id = await order(user, 'en');
    expect(await status(user)).toBe('1');
    expect(await user.getByTestId('c2c-countdown').innerText()).toMatch(/^(30:00|29:[0-5]\d)$/);
    expect(await user.getByTestId('c2c-pay-name-value').innerText()).toBe('Ana Merchant');
    // The account as banks print it, in groups of four; the amount with its currency.
    expect(await user.getByTestId('c2c-pay-account-value').innerText()).toBe('ES76 2077 0024 0031 0257 5766');
    expect(await user.getByTestId('c2c-pay-bank-value').innerText()).toBe('Banco Uno');
    expect(await user.getByTestId('c2c-pay-amount-value').innerText()).toBe('102.00 USD');
    await screenshot(user, 'c2c-detail-paying-en');
    // What the copy buttons put on the clipboard is what a bank app's boxes take: no spaces, no code.
    await user.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copied = async (testId: string) => {
      await user.getByTestId(`${testId}-copy`).click();
      return user.evaluate(() => navigator.clipboard.readText());
    };
    expect(await copied('c2c-pay-account')).toBe('ES7620770024003102575766');
    expect(await copied('c2c-pay-amount')).toBe('102.00');

    // The merchant opens the same order from their orders, under "in progress".
    await merchant.goto(`${server.base}/pages/c2c/merchant/orders?tab=active`);
    const row = merchant.locator(`[data-testid="c2c-order-row"][data-order-id="${id}"]`);
    await row.waitFor();
    await screenshot(merchant, 'c2c-merchant-orders-en');
    await row.click();
    await merchant.getByTestId('c2c-chat').waitFor();
    expect(await status(merchant)).toBe('1');
    // The merchant is not the payer: no payment details, no "I have paid".
    expect(await merchant.getByTestId('c2c-pay-info').count()).toBe(0);
    expect(await merchant.getByTestId('c2c-pay-button').count()).toBe(0);

    // A text and a photo from the user reach the merchant's open screen through the private channel.
    await user.getByTestId('c2c-chat-input').fill('Sent 102 USD from Banco Dos, ref 4471');
    await user.getByTestId('c2c-chat-send').click();
    await user.getByTestId('c2c-chat-attach').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: pngImage(240, 320, [23, 104, 232]),
    });
    await user.getByTestId('c2c-chat-image').waitFor();
    const seen = merchant.getByTestId('c2c-chat-message');
    await expect.poll(() => seen.count(), { timeout: 5_000 }).toBe(2);
    expect(await seen.first().innerText()).toContain('Sent 102 USD from Banco Dos, ref 4471');
    expect(await seen.first().getAttribute('data-from')).toBe('counterparty');
    await merchant.getByTestId('c2c-chat-image').waitFor({ timeout: 5_000 });
    await user.getByTestId('c2c-chat').scrollIntoViewIfNeeded();
    await screenshot(user, 'c2c-detail-chat-en');
    await merchant.getByTestId('c2c-chat').scrollIntoViewIfNeeded();
    await screenshot(merchant, 'c2c-detail-merchant-chat-en');

    // "I have paid", confirmed: paid on both phones.
    await user.getByTestId('c2c-pay-button').click();
    await user.locator('.rv-dialog__confirm').click();
    await expect.poll(() => status(user)).toBe('2');
    await expect.poll(() => status(merchant), { timeout: 5_000 }).toBe('2');
    expect(await merchant.getByTestId('c2c-detail-status').innerText()).toBe(textOf(en, 'c2c.status.paid'));

    // The merchant releases with the fund password; the user's screen completes by itself.
    await merchant.getByTestId('c2c-release-button').click();
    await merchant.getByTestId('c2c-release-password').fill('123456');
    await screenshot(merchant, 'c2c-release-en');
    await merchant.getByTestId('c2c-release-confirm').click();
    await expect.poll(() => status(merchant)).toBe('3');
    await expect.poll(() => status(user), { timeout: 5_000 }).toBe('3');
    expect(await user.getByTestId('c2c-detail-deal').innerText()).toMatch(/^\d+$/);
    await toastsGone(user);
    await screenshot(user, 'c2c-detail-completed-en');

    await user.goto(`${server.base}/pages/c2c/orders`);
    await user.locator(`[data-testid="c2c-order-row"][data-order-id="${id}"]`).waitFor();
    await screenshot(user, 'c2c-orders-en');
    await user.goto(`${server.base}/pages/assets/tradeAccount?account=spot`);
    const usdt = user.getByTestId('coin-USDT');
    await usdt.waitFor();
    expect(await usdt.getByTestId('coin-available').innerText()).toContain('100');
  });

  it("shows the merchant's ads, the ad editor and the payment methods", async () => {
    await merchant.goto(`${server.base}/pages/c2c/merchant/ads`);
    const mine = merchant.locator(`[data-testid="c2c-merchant-ad"][data-ad-id="${ad.id}"]`);
    await mine.waitFor();
    expect(await mine.getAttribute('data-online')).toBe('true');
    expect(await merchant.getByTestId('c2c-merchant-nickname').first().innerText()).toBe(nickname);
    await screenshot(merchant, 'c2c-merchant-ads-en');
    await mine.getByTestId('c2c-merchant-ad-edit').click();
    await merchant.getByTestId('c2c-ad-editor').waitFor();
    await screenshot(merchant, 'c2c-ad-editor-en');
    await merchant.goto(`${server.base}/pages/c2c/merchant/ad`);
    await merchant.getByTestId('c2c-ad-editor').waitFor();
    await screenshot(merchant, 'c2c-ad-editor-new-en');
    await merchant.goto(`${server.base}/pages/c2c/merchant/payments`);
    await merchant.getByTestId('c2c-payment-method').waitFor();
    await screenshot(merchant, 'c2c-payments-en');
    // On the public list the merchant's own ad has no order button.
    await merchant.goto(`${server.base}/pages/c2c/index?coin=USDT&fiat=USD`);
    const own = merchant.locator(`[data-testid="c2c-ad"][data-ad-id="${ad.id}"]`);
    await own.getByTestId('c2c-ad-own').waitFor();
    expect(await own.getByTestId('c2c-ad-action').count()).toBe(0);
  });

  it.each(['zh-CN', 'th'])('reads every peer-to-peer screen in %s', async (lang) => {
    const texts = await locale(lang, 'c2c');
    for (const page of [user, merchant]) await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await order(user, lang);
    expect(await user.getByTestId('c2c-detail-status').innerText()).toBe(textOf(texts, 'c2c.status.paying'));
    await screenshot(user, `c2c-detail-paying-${lang}`);
    await merchant.goto(`${server.base}/pages/c2c/merchant/ads`);
    await merchant.getByTestId('c2c-merchant-ad').first().waitFor();
    await screenshot(merchant, `c2c-merchant-ads-${lang}`);
    // The other screens, as read in this language.
    await user.goto(`${server.base}/pages/c2c/orders`);
    await user.getByTestId('c2c-order-row').first().waitFor();
    await screenshot(user, `c2c-orders-${lang}`);
    await merchant.goto(`${server.base}/pages/c2c/merchant/orders`);
    await merchant.getByTestId('c2c-merchant-orders-page').waitFor();
    await screenshot(merchant, `c2c-merchant-orders-${lang}`);
    await merchant.goto(`${server.base}/pages/c2c/merchant/ad`);
    await merchant.getByTestId('c2c-ad-editor').waitFor();
    await screenshot(merchant, `c2c-ad-editor-${lang}`);
    await merchant.goto(`${server.base}/pages/c2c/merchant/payments`);
    await merchant.getByTestId('c2c-payment-method').waitFor();
    await screenshot(merchant, `c2c-payments-${lang}`);
  });

  it('cancels an unpaid order at the deadline, on the open screen', async () => {
    for (const page of [user, merchant]) await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const id = await order(user);
    expect(await status(user)).toBe('1');
    // The phone's clock past the deadline first: the screen says the time is up …
    const past = 30 * MINUTE + 11_000;
    for (const context of phones) await context.clock.setSystemTime(clock.now().getTime() + past);
    await user.getByTestId('c2c-countdown-expired').waitFor();
    expect(await status(user)).toBe('1');
    expect(await user.getByTestId('c2c-pay-button').count()).toBe(0);
    await screenshot(user, 'c2c-detail-expired-en');
    // … then the server's: the engine cancels it, and the screen follows without a reload.
    clock.advance(past);
    await expect.poll(() => status(user), { timeout: 5_000 }).toBe('5');
    expect(new URL(user.url()).searchParams.get('id')).toBe(String(id));
    expect(await user.getByTestId('c2c-countdown-expired').count()).toBe(0);
    await screenshot(user, 'c2c-detail-cancelled-en');
  });
});
