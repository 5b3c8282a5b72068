import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { locale, openPhone, SCREENSHOT_DIR, screenshot, textOf, url } from './browser';

/*
 * The valuation method page (left menu → valuation method): how the assets total is worked out,
 * with an example valued at the feed's latest prices the way the server values balances.
 */

/** "96,012.34" (en, th, zh) as a plain decimal. */
const plain = (figure: string) => figure.replace(/[^\d.]/g, '');

describe.each(['en', 'zh-CN', 'th'])('the valuation method in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang, { width: 360, height: 760 }));
    text = await locale(lang, 'valuation', 'assets');
  });
  afterAll(() => context.close());

  it('opens from the left menu', async () => {
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('open-menu').click();
    await page.getByTestId('left-menu').getByText(textOf(text, 'menu.valuation'), { exact: true }).click();
    await page.waitForURL('**/pages/assets/valuation');
    await page.getByTestId('valuation-page').waitFor();
    expect(await page.getByTestId('valuation-page').locator('.rv-nav-bar__title').innerText()).toBe(
      textOf(text, 'menu.valuation'),
    );
  });

  it('says the prices come from the simulated feed, as every trading screen does', async () => {
    await page.getByTestId('valuation-feed').waitFor();
    expect(await page.getByTestId('valuation-feed').innerText()).toContain(
      textOf(text, 'valuation.prices.simulated'),
    );
    await page.getByTestId('valuation-feed').getByTestId('simulated-badge').waitFor();
    expect(await page.getByTestId('valuation-page').innerText()).toContain('USDT');
  });

  it('values the example at the feed’s latest price, cut to the cent', async () => {
    await page.getByTestId('example-total').waitFor();
    // One frame: the line's working ("0.02 BTC × 96,012.34") and its value, read together.
    const [working, value] = await page.evaluate(() => {
      const line = document.querySelector('[data-testid="example-value-spot-BTC"]')!.closest('li')!;
      return [
        line.querySelector('.tw-small.tw-num')!.textContent!,
        line.querySelector('.tw-valuation-line-head .tw-num')!.textContent!,
      ];
    });
    const price = /×\s*([\d,.]+)/.exec(working)![1]!;
    const expected = new Big('0.02').times(plain(price)).round(2, Big.roundDown).toFixed(2);
    expect(plain(value)).toBe(expected);
    expect(await page.getByTestId('example-value-demo-USDT').innerText()).toBe(
      textOf(text, 'valuation.example.not_counted'),
    );
    expect(await page.getByTestId('example-total').innerText()).toMatch(/^[\d,]+\.\d{2} USDT$/);
    await screenshot(page, `valuation-${lang}`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `valuation-${lang}-full.png`), fullPage: true });
  });
});
