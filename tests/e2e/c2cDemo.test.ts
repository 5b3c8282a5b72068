import { describe, expect, it } from 'vitest';
import type { C2cAd } from '../../src/core/schemas/c2c';
import { locale, openPhone, registerInPage, screenshot, textOf, url } from './browser';

/*
 * The local demo's merchants (`npm start` with nothing configured) are marked as the demo's, and
 * the bank they name is said to be no real account, in the reader's language: the nickname is
 * theirs ("Demo Harbor"), but a Thai or Chinese reader must not take them for a real desk.
 */
describe('a local demo’s merchants', () => {
  it('are marked as the demo’s, their bank named as no real account, in the reader’s language', async () => {
    const texts = await locale('zh-CN', 'c2c');
    // The engine creates them once it leads: they may still be on their way.
    let demoAd: C2cAd | undefined;
    await expect
      .poll(
        async () => {
          const res = (await (
            await fetch(url('/api/ctc/product/list?side=buy&coin=USDT&fiat=USD&limit=100'))
          ).json()) as {
            data: { list: C2cAd[] };
          };
          demoAd = res.data.list.find((ad) => ad.merchant.demo);
          return demoAd !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    const { context, page } = await openPhone('zh-CN');
    await page.goto(url('/favicon.svg'));
    await registerInPage(page, `demo${Date.now().toString(36)}`);
    await page.goto(url('/pages/c2c/index?coin=USDT&fiat=USD'));
    const card = page.locator(`[data-testid="c2c-ad"][data-ad-id="${demoAd!.id}"]`);
    expect(await card.getByTestId('c2c-demo-merchant').innerText()).toBe(textOf(texts, 'c2c.demo.merchant'));
    await screenshot(page, 'c2c-demo-merchant-zh-CN');

    await page.goto(url(`/pages/c2c/order?ad=${demoAd!.id}`));
    await page.getByTestId('c2c-order-figure').fill('20');
    await page.getByTestId('c2c-order-submit').click();
    await page.locator('.rv-dialog__confirm').click();
    await page.waitForURL(/\/pages\/c2c\/detail\?id=\d+/);
    await expect
      .poll(() => page.getByTestId('c2c-pay-bank').innerText())
      .toContain(textOf(texts, 'c2c.demo.bank'));
    await screenshot(page, 'c2c-demo-pay-info-zh-CN');
    await context.close();
  });
});
