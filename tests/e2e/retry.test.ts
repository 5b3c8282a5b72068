import { describe, expect, it } from 'vitest';
import { locale, openPhone, screenshot, textOf, url } from './browser';

/*
 * A part of a screen whose call failed says so in the reader's language, is announced (an alert),
 * and its "retry" asks again and shows the part: the one box every screen uses (ui/LoadFailed).
 * Each call fails once, as a server restarting would answer it, and then goes through.
 */
const CASES = [
  {
    screen: '/pages/stock/index',
    call: /\/api\/usstock\/quotation/,
    feature: 'stocks',
    message: 'stocks.load_failed',
    shown: '[data-testid="stock-list"], .rv-empty',
  },
  {
    screen: '/pages/assets/reserves',
    call: /\/api\/por\/latest/,
    feature: 'reserves',
    message: 'reserves.load_failed',
    shown: '[data-testid="reserves-empty"], [data-testid="reserves-meta"]',
  },
  {
    screen: '/pages/contract/index',
    call: /\/api\/lever\/deal/,
    feature: 'contract',
    message: 'contract.deal_failed',
    shown: '[data-testid="contract-form"]',
  },
] as const;

describe('a part that did not load', () => {
  it.each(CASES)('on $screen says so, and shows the part once asked again', async (c) => {
    const texts = await locale('zh-CN', c.feature);
    const { context, page } = await openPhone('zh-CN');
    let failures = 1;
    await page.route(c.call, (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'restarting' })
        : route.continue(),
    );
    await page.goto(url(c.screen));
    const alert = page.getByRole('alert').filter({ hasText: textOf(texts, c.message) });
    await alert.waitFor();
    await screenshot(page, `load-failed-${c.feature}-zh-CN`);
    await alert.getByRole('button', { name: textOf(texts, 'common.retry') }).click();
    await page.locator(c.shown).first().waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });
});
