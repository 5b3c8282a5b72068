import { describe, expect, it } from 'vitest';
import { openPhone, url } from './browser';

/*
 * The API reference (Swagger UI) is served under the same security headers as the app: it must
 * still draw its list of calls, with no CSP violation (openPhone's close fails on one).
 */
describe('API reference under the CSP', () => {
  it('draws the calls of the contract', async () => {
    const { context, page } = await openPhone('en');
    try {
      await page.goto(url('/api/docs/'));
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 15_000 }).toBeGreaterThan(10);
      // A long list is drawn as it scrolls into view: scroll down until the user calls are drawn.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 3000);
            return page.getByText('/user/login', { exact: true }).count();
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
