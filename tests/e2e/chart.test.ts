import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChartPrefs } from '../../src/web/features/chart/chartPrefs';
import { CHROMIUM_ARGS } from '../tools/chromium';
import { stocksKline } from '../../src/web/api/endpoints';
import { fakeMarket } from '../tools/chartHarness/fakeMarket';
import { buildChartHarness, HARNESS_ORIGIN, serveChartHarness } from '../tools/chartHarness/harness';
import { collectCspViolations, SCREENSHOT_DIR } from './browser';

/*
 * The K-line panel in chromium, on the harness page (the real panel, api client and realtime
 * client, built by Vite); the market API and /api/ws are answered by a stand-in that speaks the
 * same protocol. The spot screen's own test covers the chart on the real screen and server.
 */
let dir: string;
let browser: Browser;

beforeAll(async () => {
  dir = await buildChartHarness();
  browser = await chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const SYMBOL = 'BTC/USDT';
const price = (value: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(value));

async function openPanel(options: { lang?: string; prefs?: Partial<ChartPrefs>; mobile?: boolean } = {}) {
  const lang = options.lang ?? 'en';
  const mobile = options.mobile ?? true;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: mobile,
    hasTouch: mobile,
    locale: lang,
    timezoneId: 'UTC',
  });
  // The harness is served with the app's CSP: closing fails on any violation.
  const violations = await collectCspViolations(context);
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    await close(closeOptions);
    if (violations.length) throw new Error(`the chart broke the app's CSP: ${violations.join('\n')}`);
  };
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const { market, api } = await fakeMarket(page);
  await serveChartHarness(page, dir, api);
  const prefs = JSON.stringify({ period: '1h', main: ['MA'], sub: ['VOL'], ...options.prefs });
  // Once, so that a reload keeps what the user chose on the page.
  await page.addInitScript(
    ([l, p]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('lang', l);
      localStorage.setItem('chart.prefs', p);
    },
    [lang, prefs] as const,
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const start = async () => {
    await page.goto(`${HARNESS_ORIGIN}/`);
    await page.evaluate(() => window.chartHarness.ready);
  };
  const mount = (props: { klineEndpoint?: typeof stocksKline } = {}) =>
    page.evaluate((p) => window.chartHarness.panel({ symbol: 'BTC/USDT', priceDecimals: 2, ...p }), props);
  await start();
  return { context, page, market, scripts, start, mount };
}

const legendClose = (page: Page) => page.getByTestId('kline-legend-close');

/** Distinct colours on the chart's main canvas: an empty chart has one or two. */
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

describe('K-line panel', () => {
  it('loads the chart library only when shown, then draws the latest candles of the pair', async () => {
    const { context, page, market, scripts, mount } = await openPanel();
    const chartChunk = (s: string) => /lightweight-charts|KLineChart/.test(s);
    expect(scripts.filter(chartChunk)).toEqual([]);

    await mount();
    const last = market.history('1h').at(-1)!;
    await expect.poll(() => legendClose(page).textContent()).toBe(price(last.c));
    expect(scripts.some(chartChunk)).toBe(true);
    expect(market.paths[0]).toBe('/api/currency/new_timeshar');
    expect(Object.fromEntries(market.requests[0]!)).toEqual({ symbol: SYMBOL, period: '1h', limit: '500' });
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    await context.close();
  });

  it('a live candle with the same open time replaces the last one; a newer one is appended', async () => {
    const { context, page, market, mount } = await openPanel();
    await mount();
    await expect.poll(() => market.subscribed.has(`kline:${SYMBOL}:1h`)).toBe(true);
    const last = market.history('1h').at(-1)!;

    market.push(`kline:${SYMBOL}:1h`, { ...last, h: '70000.00', c: '69999.99' });
    await expect.poll(() => legendClose(page).textContent()).toBe('69,999.99');
    await expect(page.getByTestId('kline-legend').textContent()).resolves.toContain('06/01, 12:00');

    const next = {
      t: last.t + 3_600_000,
      o: '69999.99',
      h: '70100.00',
      l: '69900.00',
      c: '70050.50',
      v: '3.5',
    };
    market.push(`kline:${SYMBOL}:1h`, next);
    await expect.poll(() => legendClose(page).textContent()).toBe('70,050.50');
    await expect(page.getByTestId('kline-legend').textContent()).resolves.toContain('06/01, 13:00');
    await context.close();
  });

  it('a period chip loads that period and follows its channel instead', async () => {
    const { context, page, market, mount } = await openPanel();
    await mount();
    await expect.poll(() => market.subscribed.has(`kline:${SYMBOL}:1h`)).toBe(true);

    await page.locator('[data-period="5m"]').click();
    await expect.poll(() => legendClose(page).textContent()).toBe(price(market.history('5m').at(-1)!.c));
    expect(market.requests.some((r) => r.get('period') === '5m')).toBe(true);
    await expect.poll(() => [...market.subscribed]).toEqual([`kline:${SYMBOL}:5m`]);
    await expect(page.locator('[data-period="5m"]').getAttribute('aria-pressed')).resolves.toBe('true');

    // Time-share is a line of 1m closes: it follows the 1m channel.
    await page.locator('[data-period="timeshare"]').click();
    await expect.poll(() => [...market.subscribed]).toEqual([`kline:${SYMBOL}:1m`]);
    await context.close();
  });

  it('indicator chips add and remove panes, and are remembered', async () => {
    const { context, page, start, mount } = await openPanel();
    await mount();
    await page.getByTestId('kline-legend').waitFor();
    const paneTitles = async () =>
      (await page.getByTestId('kline-pane-legend').allTextContents()).map(
        (t) => /^[A-Z]+(\([\d,]+\))?/.exec(t)?.[0],
      );

    await page.locator('[data-indicator="MACD"]').click();
    await page.locator('[data-indicator="KDJ"]').click();
    await page.locator('[data-indicator="BOLL"]').click();
    await expect.poll(async () => await paneTitles()).toEqual(['VOL', 'MACD(12,26,9)', 'KDJ(9,3,3)']);
    await expect(page.getByTestId('kline-legend').textContent()).resolves.toMatch(/UP [\d,.]+MB [\d,.]+DN/);

    await start();
    await mount();
    await expect.poll(async () => (await paneTitles()).length).toBe(3);
    await expect(page.locator('[data-indicator="BOLL"]').getAttribute('aria-pressed')).resolves.toBe('true');

    await page.locator('[data-indicator="VOL"]').click();
    await expect.poll(async () => await paneTitles()).toEqual(['MACD(12,26,9)', 'KDJ(9,3,3)']);
    await context.close();
  });

  it('scrolling back to the oldest candle asks for the page before it', async () => {
    const { context, page, market, mount } = await openPanel({ mobile: false, prefs: { sub: [] } });
    await mount();
    await page.getByTestId('kline-legend').waitFor();
    const history = market.history('1h');
    const oldestShown = history[history.length - 500]!.t;
    const box = (await page.getByTestId('kline-chart').boundingBox())!;
    for (let i = 0; i < 40 && !market.requests.some((r) => r.get('before')); i++) {
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 320, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
    }
    await expect
      .poll(() => market.requests.find((r) => r.get('before'))?.get('before'))
      .toBe(String(oldestShown));
    await context.close();
  });

  it('with more candles than it draws at first, the chart draws older ones before asking for more', async () => {
    const { context, page } = await openPanel({ mobile: false });
    const times = await page.evaluate(() => window.chartHarness.chart({ count: 4000, period: '1h' }));
    await page.getByTestId('kline-legend').waitFor();
    const box = (await page.getByTestId('kline-chart').boundingBox())!;
    await page.mouse.move(box.x + 150, box.y + 150);
    const asked = () => page.evaluate(() => window.chartHarness.olderAsked);
    const oldestShown = async () => {
      await page.mouse.move(box.x + 4, box.y + 150);
      return (await page.getByTestId('kline-legend').textContent())!.slice(0, 12);
    };
    const seen: string[] = [];
    for (let i = 0; i < 30 && (await asked()).length === 0; i++) {
      await page.mouse.move(box.x + 150, box.y + 150);
      await page.mouse.wheel(-3000, 0); // a horizontal swipe on a trackpad: back in time
      await page.waitForTimeout(50);
      seen.push(await oldestShown());
    }
    // Candles older than the first 1,500 drawn (those from 03/30 on) came into view on the way.
    expect(seen.some((label) => /^(12|01|02)\//.test(label))).toBe(true);
    // Asked once, and only with the oldest of all 4,000: the first 2,500 were drawn on the way.
    await expect.poll(asked).toEqual([times[0]]);
    await context.close();
  });

  it('the crosshair shows the hovered candle', async () => {
    const { context, page, market, mount } = await openPanel({ mobile: false });
    await mount();
    const closes = new Set(market.history('1h').map((c) => price(c.c)));
    const latest = price(market.history('1h').at(-1)!.c);
    await expect.poll(() => legendClose(page).textContent()).toBe(latest);
    const box = (await page.getByTestId('kline-chart').boundingBox())!;
    await page.mouse.move(box.x + 120, box.y + 150);
    await expect.poll(() => legendClose(page).textContent()).not.toBe(latest);
    expect(closes.has((await legendClose(page).textContent())!)).toBe(true);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'chart-en-crosshair.png') });
    await page.mouse.move(box.x + 120, box.y + box.height + 200); // off the chart
    await expect.poll(() => legendClose(page).textContent()).toBe(latest);
    await context.close();
  });

  it('a failed load says so in the language shown and retries', async () => {
    const { context, page, market, mount } = await openPanel({ lang: 'zh-CN' });
    market.failing = true;
    await mount();
    await expect(page.getByTestId('kline-failed').textContent()).resolves.toContain('K线加载失败');
    market.failing = false;
    // Tapped, as on a phone: a mouse click would leave the pointer resting where the chart then
    // draws, and the legend would follow the candle under it instead of the latest one.
    await page.getByTestId('kline-failed').getByRole('button').tap();
    await expect.poll(() => legendClose(page).textContent()).toBe(price(market.history('1h').at(-1)!.c));
    await context.close();
  });

  it('US stocks read their own K-line call', async () => {
    const { context, page, market, mount } = await openPanel();
    await mount({ klineEndpoint: stocksKline });
    await page.getByTestId('kline-legend').waitFor();
    expect(new Set(market.paths)).toEqual(new Set(['/api/usstock/kline']));
    await context.close();
  });
});

describe('K-line screenshots', () => {
  const shots: { name: string; prefs: Partial<ChartPrefs> }[] = [
    { name: 'timeshare', prefs: { period: 'timeshare', main: [], sub: ['VOL'] } },
    { name: '1m', prefs: { period: '1m', main: ['MA'], sub: ['VOL'] } },
    { name: '1h-ma-macd', prefs: { period: '1h', main: ['MA'], sub: ['VOL', 'MACD'] } },
    { name: '1D-boll-rsi-kdj', prefs: { period: '1D', main: ['BOLL'], sub: ['VOL', 'RSI', 'KDJ'] } },
    { name: '1W-ema', prefs: { period: '1W', main: ['EMA'], sub: ['VOL'] } },
  ];
  it.each(['en', 'zh-CN'])('%s', async (lang) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    for (const shot of shots) {
      const { context, page, mount } = await openPanel({ lang, prefs: shot.prefs });
      await mount();
      await page.getByTestId('kline-legend').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `chart-${lang}-${shot.name}.png`) });
      await context.close();
    }
  });
});
