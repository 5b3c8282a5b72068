import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { identityVerifications, withdrawals } from '../../src/server/db/schema';
import { COIN } from '../helpers/funds';
import { ADDRESSES } from '../helpers/withdrawals';
import { openChart, openPhone, registerInPage, screenshot } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * The narrowest phones we support (360 px) in the languages whose words run longest on a line:
 * Chinese and Thai have no spaces to break at, so a squeezed label breaks between any two
 * characters. English runs too, for the screenshots to compare with. The server runs in this
 * process on its own database so that a withdrawal and verification states can be recorded as
 * the operator's tools would record them.
 */
let server: OwnServer;
let database: Database;
let base: string;

beforeAll(async () => {
  server = await startOwnServer('layout');
  ({ database, base } = server);
});
afterAll(() => server.close());

/** How many lines the element's text is laid out on (distinct tops of its text fragments). */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
      }
    }
    return tops.length;
  });
}

/** Whether the element's text is wider than the box it was given (squeezed and clipped). */
const clipped = (element: Locator) => element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(['en', 'zh-CN', 'th'])('a 360 px phone in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let userId: number;
  const at = (p: string) => `${base}${p}`;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang, { width: 360 }));
    await page.goto(at('/pages/index/index'));
    ({ userId } = await registerInPage(page, `lay${lang.replace('-', '')}${Date.now().toString(36)}`));
    await database.db.insert(identityVerifications).values([
      { userId, level: 'basic', status: 'approved' },
      { userId, level: 'advanced', status: 'pending' },
    ]);
    await database.db.insert(withdrawals).values({
      userId,
      coinId: COIN.USDT,
      network: 'TRC20',
      destination: ADDRESSES.TRC20,
      amount: '25',
      fee: '1',
      status: 'pending',
    });
  });
  afterAll(() => context.close());

  it("keeps home's market tabs clear of the simulated-data badge", async () => {
    await page.goto(at('/pages/index/index'));
    const list = page.getByTestId('market-list');
    const badge = list.getByTestId('simulated-badge');
    await badge.waitFor();
    await screenshot(page, `narrow-home-${lang}`);
    const badgeBox = (await badge.boundingBox())!;
    const tablist = (await list.getByRole('tablist').boundingBox())!;
    for (const tab of await list.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(overlaps(box, badgeBox), await tab.innerText()).toBe(false);
      // Wholly inside the strip: not cut off at its edge.
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(tablist.x + tablist.width + 0.5);
      expect(await linesOf(tab)).toBe(1);
    }
    expect(await linesOf(badge)).toBe(1);
    // The column titles ("24h change") stay whole on one line over their columns.
    for (const title of await list.locator('.tw-market-columns > span').all()) {
      expect(await linesOf(title), await title.innerText()).toBe(1);
      expect(await clipped(title), await title.innerText()).toBe(false);
    }
  });

  it('keeps the 24 h figures on one line each, and every chart period in view', async () => {
    await page.goto(at(`/pages/trade/index?symbol=${encodeURIComponent('BTC/USDT')}`));
    await page.getByTestId('trade-high').waitFor();
    await openChart(page);
    await page.locator('[data-testid="chart-section"] [data-testid="kline-chart"] canvas').first().waitFor();
    await screenshot(page, `narrow-spot-${lang}`);
    const stats = page.locator('.tw-trade-stats dt, .tw-trade-stats dd');
    expect(await stats.count()).toBe(6);
    for (const cell of await stats.all()) expect(await linesOf(cell), await cell.innerText()).toBe(1);
    expect(await linesOf(page.getByTestId('trade-change'))).toBe(1);

    const bar = page.getByTestId('chart-section').locator('[role="group"]').first();
    const fade = () => bar.evaluate((el) => getComputedStyle(el).maskImage);
    for (const chip of await bar.locator('button').all()) expect(await linesOf(chip)).toBe(1);
    // Issue 29: the Thai bar was cut off at the right. Every period fits, so nothing fades either.
    const overflows = await bar.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflows).toBe(false);
    expect(await fade()).toBe('none');
  });

  it('keeps the withdrawal status on one line', async () => {
    await page.goto(at('/pages/assets/withdraw/index'));
    const status = page.getByTestId('withdrawal-status').first();
    await status.waitFor();
    await screenshot(page, `narrow-withdraw-records-${lang}`);
    expect(await linesOf(status)).toBe(1);
    expect(await clipped(status)).toBe(false);
  });

  it('keeps the verification states on one line', async () => {
    await page.goto(at('/pages/verification/index'));
    for (const level of ['basic', 'advanced']) {
      const tag = page.getByTestId(`${level}-state`);
      await expect
        .poll(() => tag.getAttribute('data-state'))
        .toBe(level === 'basic' ? 'approved' : 'pending');
    }
    await screenshot(page, `narrow-verification-${lang}`);
    for (const level of ['basic', 'advanced']) {
      const tag = page.getByTestId(`${level}-state`);
      expect(await linesOf(tag), level).toBe(1);
      expect(await clipped(tag.locator('.rv-tag')), level).toBe(false);
    }
    // Once submitted, each level's own screen shows the state beside the level's description.
    for (const level of ['basic', 'advanced']) {
      await page.goto(at(`/pages/verification/${level}`));
      const tag = page.getByTestId(`verification-${level}-page`).locator('.tw-badge, .rv-tag').first();
      await tag.waitFor();
      await screenshot(page, `narrow-verification-${level}-${lang}`);
      expect(await linesOf(tag), level).toBe(1);
    }
    await page.goto(at('/pages/security/index'));
    const security = page.getByTestId('security-verification-state');
    await security.waitFor();
    await screenshot(page, `narrow-security-${lang}`);
    expect(await linesOf(security)).toBe(1);
  });
});
