import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { usMarketSession } from '../../src/core/market/usMarketHours';
import { startServer } from '../tools/server';
import { locale, openPhone, screenshot } from './browser';

/**
 * A visitor opens the US stocks list, sees the eight stocks with prices that move, opens Apple
 * and finds its figures and chart. The server is the real one with the simulated stock feed
 * told to move around the clock (STOCK_SIM_HOURS=always), so the test means the same at any
 * hour; by default that feed holds still while the US market is closed.
 */
type Text = Record<string, Record<string, string>>;
const LANGS = ['en', 'zh-CN'] as const;
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOGL', 'META', 'JPM'];
// A price with two decimals and the locale's grouping: "230.12", "1,230.12".
const PRICE = /^\d{1,3}(,\d{3})*\.\d{2}$/;

/** Distinct colours on the chart's largest canvas: an empty chart has one or two. */
function drawnColours(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="kline-chart"] canvas')];
    const main = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    const data = main.getContext('2d')!.getImageData(0, 0, main.width, main.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 16)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
}

let server: { url: string; stop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-stocks-'));
  server = await startServer({ DATA_DIR: dataDir, CUSTOMER_SERVICE_URL: '', STOCK_SIM_HOURS: 'always' });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(LANGS)('US stocks in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Text;
  const byTest = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    text = (await locale(lang, 'stocks')) as Text;
  });
  afterAll(() => context.close());

  it('lists the eight stocks with prices and 24h changes, labelled as simulated', async () => {
    await page.goto(`${server.url}/pages/stock/index`);
    await byTest('stock-list').waitFor();
    expect(await page.locator('.rv-nav-bar__title').innerText()).toBe(text.stocks!.title);
    for (const symbol of SYMBOLS) {
      const row = byTest(`stock-${symbol}`);
      await expect.poll(() => row.getByTestId('stock-price').innerText()).toMatch(PRICE);
      expect(await row.getByTestId('stock-change').innerText()).toMatch(/^[+\u2212]?\d+\.\d{2}%$/);
    }
    expect(await byTest('stock-AAPL').innerText()).toContain('Apple Inc.');
    // Opened by URL: the stock texts arrived with the screen, no raw key shows.
    expect(await page.locator('body').innerText()).not.toMatch(/\bstocks\.[a-z_]+/);
    expect(await byTest('simulated-label').innerText()).toBe(text.stocks!.simulated);
    const open = usMarketSession(Date.now()).status === 'open';
    expect(await byTest('market-status').innerText()).toBe(
      open ? text.stocks!.market_open : text.stocks!.market_closed,
    );
    await screenshot(page, `stocks-list-${lang}`);
  });

  it('moves a price live, without reloading', async () => {
    const price = byTest('stock-AAPL').getByTestId('stock-price');
    const first = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 20_000 }).not.toBe(first);
  });

  it('opens a stock with its figures and its K-line chart', async () => {
    const klineCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/usstock/kline'))
        klineCalls.push(new URL(r.url()).searchParams.get('symbol')!);
    });
    await byTest('stock-AAPL').click();
    await page.waitForURL('**/pages/stock/detail?symbol=AAPL');
    await byTest('stock-header').waitFor();
    expect(await page.locator('.rv-nav-bar__title').innerText()).toBe('AAPL');
    expect(await byTest('stock-header').innerText()).toContain('Apple Inc.');
    await expect.poll(() => byTest('stock-last').innerText()).toMatch(PRICE);
    for (const figure of ['stock-high', 'stock-low']) expect(await byTest(figure).innerText()).toMatch(PRICE);
    expect(await byTest('stock-volume').innerText()).not.toBe(text.stocks!.no_price);
    expect(await byTest('simulated-label').innerText()).toBe(text.stocks!.simulated);
    // The chart draws Apple's candles from the stock K-line call.
    await byTest('kline-chart').waitFor();
    await expect.poll(() => byTest('kline-legend-close').innerText()).toMatch(PRICE);
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(20);
    expect(klineCalls).toContain('AAPL');
    await screenshot(page, `stocks-detail-${lang}`);
    const last = await byTest('stock-last').innerText();
    await expect.poll(() => byTest('stock-last').innerText(), { timeout: 20_000 }).not.toBe(last);
  });

  it('says so when a stock is not listed', async () => {
    await page.goto(`${server.url}/pages/stock/detail?symbol=ZZZZ`);
    await byTest('stock-not-found').waitFor();
    expect(await byTest('stock-not-found').innerText()).toContain('ZZZZ');
    await page.getByRole('button', { name: text.stocks!.all_stocks }).click();
    await page.waitForURL('**/pages/stock/index');
  });
});

describe('the market status badge', () => {
  it('reads the New York clock: closed on a Saturday, open on a Tuesday morning', async () => {
    const { context, page } = await openPhone('en');
    const text = (await locale('en', 'stocks')) as Text;
    try {
      await page.clock.setFixedTime(new Date('2025-03-08T15:00:00Z')); // Saturday
      await page.goto(`${server.url}/pages/stock/index`);
      await expect.poll(() => page.getByTestId('market-status').innerText()).toBe(text.stocks!.market_closed);
      await page.clock.setFixedTime(new Date('2025-03-11T15:00:00Z')); // Tuesday 11:00 in New York
      await page.reload();
      await expect.poll(() => page.getByTestId('market-status').innerText()).toBe(text.stocks!.market_open);
    } finally {
      await context.close();
    }
  });
});
