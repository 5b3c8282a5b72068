import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Big } from '../../src/core/money';
import type { OptionOrder, PayableCurrency } from '../../src/core/schemas/options';
import { identityVerifications, optionProducts } from '../../src/server/db/schema';
import { COIN, fund } from '../helpers/funds';
import { locale, openPhone, registerInPage, screenshot, submitRefused, textOf } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/**
 * Delivery options in the browser against the real server and its simulated feed. A 5-second
 * period is added to BTC/USDT for the test (operators set the periods), so an option settles
 * while the test watches.
 */
const PERIOD = 5;

describe('delivery options', () => {
  let server: OwnServer;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    server = await startOwnServer('options');
    await server.database.db.insert(optionProducts).values({
      pairId: 1,
      seconds: PERIOD,
      payoutRatio: '0.8',
      minAmount: '10',
      maxAmount: '50000',
      flatBand: '10',
      feeRate: '0.02',
    });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });
  afterAll(() => server?.close());

  async function signedIn(lang = 'en'): Promise<{ page: Page; userId: number }> {
    const opened = await openPhone(lang);
    context = opened.context;
    await opened.page.goto(`${server.base}/pages/index/index`);
    const { userId } = await registerInPage(opened.page, `opt${Date.now() % 1_000_000}${lang.length}`);
    return { page: opened.page, userId };
  }

  const payable = (page: Page) =>
    page.evaluate(async () => {
      const res = await fetch('/api/microtrade/payable_currencies', {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      });
      return ((await res.json()) as { data: PayableCurrency[] }).data;
    });

  async function buy(page: Page, direction: 'up' | 'down' | 'flat', amount: string) {
    await page.getByTestId(`direction-${direction}`).click();
    await page.getByTestId(`period-${PERIOD}`).click();
    await page.getByTestId('option-amount').fill(amount);
    await page.getByTestId('option-confirm').click();
  }

  it('sends an unverified user to verification for real trading, says when it is under review; demo trades, counts down and settles from shown ticks', async () => {
    const en = await locale('en', 'options');
    const { page, userId } = await signedIn();
    await fund(server.database.db, userId, '100', COIN.USDT, 'options');
    await page.goto(`${server.base}/pages/option/index?symbol=BTC%2FUSDT`);
    await page.getByTestId('option-page').and(page.locator('[data-account]')).waitFor();

    // Real account, not verified: the spec's prompt, which leads to verification.
    await page.getByTestId('account-real').click();
    await buy(page, 'up', '10');
    const dialog = page.locator('.rv-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(textOf(en, 'options.verify_message'));
    await dialog.locator('.rv-dialog__confirm').click();
    await page.waitForURL('**/pages/verification/index');

    // Submitted and under review: the prompt says so, and offers the demo account meanwhile.
    await server.database.db
      .insert(identityVerifications)
      .values({ userId, level: 'basic', status: 'pending' });
    await page.goto(`${server.base}/pages/option/index?symbol=BTC%2FUSDT`);
    await page.getByTestId('option-page').and(page.locator('[data-account="real"]')).waitFor();
    await buy(page, 'up', '10');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(textOf(en, 'options.review_message'));
    await screenshot(page, 'option-under-review-en');
    await dialog.locator('.rv-dialog__confirm').click();
    await page.locator('[data-account="simulation"]').waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator('.rv-overlay')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await page.getByTestId('option-purchase').waitFor({ state: 'detached' });

    // Demo: no verification, its own colour and label, refilled to 10,000.
    await page.getByTestId('account-demo').click();
    await page.getByTestId('demo-band').waitFor();
    await page.getByTestId('demo-refill').click();
    await expect
      .poll(async () => (await payable(page)).find((p) => p.account === 'simulation')?.available)
      .toBe('10000');

    // The stake box keeps what was typed; what cannot be sent says why under it and on the button.
    await page.getByTestId('direction-up').click();
    await page.getByTestId(`period-${PERIOD}`).click();
    const amount = page.getByTestId('option-amount');
    for (const [typed, key] of [
      ['1.5', 'The amount must be at least 10 USDT'],
      ['12,5', textOf(en, 'errors.options_amount_invalid')],
      ['', textOf(en, 'errors.options_amount_required')],
    ] as const) {
      await amount.fill(typed);
      await expect.poll(() => page.getByTestId('option-amount-error').innerText()).toBe(key);
      expect(await amount.inputValue()).toBe(typed);
      expect(await submitRefused(page, 'option-confirm')).toBe(key);
      expect(await page.getByTestId('summary-expected_payout').innerText()).toBe('--');
    }
    await page.getByTestId('option-confirm').click({ force: true });
    expect(await page.locator('[data-testid^="open-order-"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page
      .locator('.rv-overlay')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await page.getByTestId('option-purchase').waitFor({ state: 'detached' });

    await buy(page, 'up', '10');
    const open = page.locator('[data-testid^="open-order-"]').first();
    await open.waitFor();
    expect(await open.getByTestId('countdown').innerText()).toMatch(/\d/);
    // From here the lists wait for the private channel: no reads on a timer while the order runs.
    const listReads: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/microtrade/lists')) listReads.push(Date.now());
    });

    // The result, within a few seconds of the period: prices and the ticks they came from.
    const result = page.getByTestId('option-result');
    await result.waitFor({ timeout: 15_000 });
    const status = await result.getAttribute('data-status');
    expect(['won', 'lost', 'refunded']).toContain(status);
    const ticks = result.getByTestId('settlement-ticks');
    expect(await ticks.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await ticks.innerText()).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);

    // The demo balance moved by the result; the real one did not.
    const after = await payable(page);
    const order = await lastSettled(page);
    // Read only once the channel told of the engine's write (how fast: npm run bench).
    expect(listReads.filter((at) => at < order.settled_at!)).toEqual([]);
    expect(after.find((p) => p.account === 'real')?.available).toBe('100');
    expect(after.find((p) => p.account === 'simulation')?.available).toBe(
      new Big('10000').minus('10').plus(order.payout!).toFixed(),
    );
    expect(order.settlement_ticks.length).toBeGreaterThan(0);

    // History, and the order's own page with its ticks.
    await result.getByTestId('result-close').click();
    await page.goto(`${server.base}/pages/option/history`);
    await page.getByTestId('history-tab-settled').click();
    await page.getByTestId(`history-order-${order.id}`).click();
    await page.waitForURL(`**/pages/option/detail?id=${order.id}`);
    const detail = page.getByTestId('option-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('settlement-ticks').locator('tbody tr').count()).toBe(
      order.settlement_ticks.length,
    );
  });

  it.each(['en', 'zh-CN'])('screenshots each options screen in %s, real and demo', async (lang) => {
    const { page, userId } = await signedIn(lang);
    await server.database.db
      .insert(identityVerifications)
      .values({ userId, level: 'basic', status: 'approved' });
    await fund(server.database.db, userId, '500', COIN.USDT, 'options');
    await page.goto(`${server.base}/pages/option/index?symbol=BTC%2FUSDT`);
    await page.getByTestId('account-real').click();
    await page.getByTestId('option-available').waitFor();
    // Flat says how wide its band is, in prices: the pair's periods' bands before one is chosen.
    expect(await page.getByTestId('direction-flat-hint').innerText()).toMatch(/±\d[\d,.]*/);
    await screenshot(page, `option-real-${lang}`);
    await page.getByTestId('direction-flat').click();
    await page.getByTestId(`period-${PERIOD}`).click();
    expect(await page.getByTestId('summary-flat_band').innerText()).toBe('±10.00');
    expect(await page.getByTestId('flat-rule').innerText()).toContain('±10.00');
    await screenshot(page, `option-flat-${lang}`);
    await page
      .locator('.rv-overlay')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await page.getByTestId('option-purchase').waitFor({ state: 'detached' });
    // The period chosen is kept on the screen: Flat now shows that period's band.
    expect(await page.getByTestId('direction-flat-hint').innerText()).toContain('±10.00');
    await page.getByTestId('direction-down').click();
    await page.getByTestId(`period-${PERIOD}`).click();
    await page.getByTestId('option-amount').fill('20');
    await page.getByTestId('option-summary').waitFor();
    await screenshot(page, `option-purchase-${lang}`);
    await page.getByTestId('option-confirm').click();
    const result = page.getByTestId('option-result');
    await result.waitFor({ timeout: 15_000 });
    // The product by the name its tab uses, and the feed the ticks came from, in the reader's
    // words (issue 29 saw "BTC/USDT 交割合约" under the 期权 tab, and "simulated" in Chinese).
    const texts = await locale(lang, 'options', 'trade');
    expect(await result.innerText()).toContain(
      textOf(texts, 'options.result_pair').replace('{{pair}}', 'BTC/USDT'),
    );
    const simulated = textOf(texts, 'trade.source.simulated');
    expect(await result.getByTestId('detail-open_tick').innerText()).toContain(simulated);
    const sources = await result
      .locator('[data-testid="settlement-ticks"] tbody td:last-child')
      .allInnerTexts();
    expect(new Set(sources)).toEqual(new Set([simulated]));
    await screenshot(page, `option-result-${lang}`);
    await page.getByTestId('result-close').click();
    await page.getByTestId('account-demo').click();
    await page.getByTestId('demo-band').waitFor();
    await screenshot(page, `option-demo-${lang}`);
    await page.goto(`${server.base}/pages/option/history`);
    await page.getByTestId('history-tab-settled').click();
    await page.locator('[data-testid^="history-order-"]').first().waitFor();
    await screenshot(page, `option-history-${lang}`);
    await page.locator('[data-testid^="history-order-"]').first().click();
    await page.getByTestId('option-detail').waitFor();
    await screenshot(page, `option-detail-${lang}`);
  });
});

async function lastSettled(page: Page): Promise<OptionOrder> {
  return page.evaluate(async () => {
    const res = await fetch('/api/microtrade/lists?status=settled', {
      headers: { Authorization: localStorage.getItem('token') ?? '' },
    });
    return ((await res.json()) as { data: { list: OptionOrder[] } }).data.list[0]!;
  });
}
