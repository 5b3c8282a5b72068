import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_PERIODS } from '../../src/core/market/periods';
import { Big } from '../../src/core/money';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { balancesOf } from '../../src/server/ledger/ledger';
import { seededRandom } from '../../src/server/market/feed/random';
import { simulateHistory } from '../../src/server/market/feed/simulatedHistory';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { createTestDatabase } from '../helpers/testDb';
import { locale, openChart, openPhone, registerInPage, screenshot, submitRefused } from './browser';

/*
 * The spot screen against the real server in this process (buildApp on a fresh embedded
 * database, serving the built web app), with prices from a feed the test drives: every tick the
 * screen shows, every fill and every limit trigger comes from a `feed.push`. The user gets money
 * the way an operator gives it (the ledger's post() on the same database); everything else goes
 * through the browser, the real API and the real WebSocket.
 */
const SYMBOL = 'BTC/USDT';
const FEED_SYMBOL = 'BTCUSDT';
const START_PRICE = 60_000;

let database: Database;
let app: FastifyInstance;
let base: string;
let dataDir: string;
const feed = createManualFeed();
// Full history for every period, ending at the start price, so each chart period has candles.
const history = simulateHistory(
  Date.now(),
  { endPrice: START_PRICE, volatility: 0.00012, priceDecimals: 2, turnoverPerMinute: 2_000_000 },
  seededRandom(7),
);
feed.history = async (symbol, period, from, to, limit) =>
  symbol === FEED_SYMBOL ? history[period].filter((c) => c.t >= from && c.t <= to).slice(-limit) : [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-spot-'));
  database = await createTestDatabase('pglite');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp({
    config,
    db: database.db,
    feed,
    webRoot: path.resolve(import.meta.dirname, '../../dist'),
    logger: false,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // History back-filled and the feed started: pushes reach the market from here on.
  await marketReady(app);
  feed.push(FEED_SYMBOL, String(START_PRICE));
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A price as the screen shows BTC/USDT's (two places, grouped; en and zh-CN group alike). */
const shown = (price: Big.BigSource) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    new Big(price).toFixed(2) as Intl.StringNumericLiteral,
  );

/** An amount of USDT as every screen shows it: cut to its 6 places, padded, grouped. */
const shownQuote = (value: Big) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(
    value.round(6, Big.roundDown).toFixed(6) as Intl.StringNumericLiteral,
  );
const FEE_RATE = '0.001';

describe.each([
  { lang: 'en', offset: 0 },
  { lang: 'zh-CN', offset: 1_000 },
])('spot trading in $lang', ({ lang, offset }) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;
  let userId: number;
  const t = (key: string, params: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], text) as string;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  };
  const spotBalance = async (coinId: number) => {
    const row = (await balancesOf(database.db, userId)).find(
      (b) => b.account === 'spot' && b.coin_id === coinId,
    );
    return { available: new Big(row?.available ?? 0), frozen: new Big(row?.frozen ?? 0) };
  };
  const available = () => page.getByTestId('order-available').innerText();
  // Screenshots wait for the success toast to go, so that it hides nothing.
  const toastGone = () =>
    expect.poll(() => page.locator('.rv-toast:visible').count(), { timeout: 5_000 }).toBe(0);
  const price = START_PRICE + offset;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    text = await locale(lang, 'trade', 'spot');
    await page.goto(`${base}/pages/index/index`);
    ({ userId } = await registerInPage(page, `spot${lang.replace('-', '')}${Date.now().toString(36)}`));
    await fund(database.db, userId, '1000', COIN.USDT);
  });
  afterAll(() => context.close());

  it('shows the pair with its chart, says the data is simulated, and moves live', async () => {
    feed.push(FEED_SYMBOL, String(price));
    await page.goto(`${base}/pages/trade/index?symbol=${encodeURIComponent(SYMBOL)}`);
    await page.getByTestId('trade-page').waitFor();
    expect(await page.getByTestId('trade-symbol').innerText()).toBe(SYMBOL);
    expect(await page.getByTestId('simulated-badge').innerText()).toBe(t('market.simulated'));
    await expect.poll(() => page.getByTestId('last-price').innerText()).toBe(shown(price));
    // The chart is folded until the header's button opens it; then it draws (lightweight-charts
    // paints on canvases), and stays open for the next visit.
    expect(await page.getByTestId('chart-section').count()).toBe(0);
    await openChart(page);
    await page.locator('[data-testid="chart-section"] [data-testid="kline-chart"] canvas').first().waitFor();
    await expect.poll(() => available()).toBe('1,000.000000 USDT');

    feed.push(FEED_SYMBOL, String(price + 100));
    await expect.poll(() => page.getByTestId('last-price').innerText()).toBe(shown(price + 100));
    // The trade the source printed arrives in the latest trades, newest first.
    await expect.poll(() => page.getByTestId('trade-row').first().innerText()).toContain(shown(price + 100));
    await screenshot(page, `spot-trade-${lang}`);
  });

  it('draws every chart period, and indicators on the price pane and below it', async () => {
    for (const period of CHART_PERIODS) {
      await page.locator(`[data-period="${period}"]`).click();
      await expect
        .poll(() => page.locator(`[data-period="${period}"]`).getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByTestId('kline-legend').waitFor();
      await screenshot(page, `spot-chart-${period}-${lang}`);
    }
    await page.locator('[data-period="1h"]').click();
    const indicators = ['BOLL', 'MACD', 'RSI'];
    for (const name of indicators) await page.locator(`[data-indicator="${name}"]`).click();
    await expect.poll(() => page.getByTestId('kline-pane-legend').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, `spot-chart-indicators-${lang}`);
    // Back as they were (the panel remembers its chips).
    for (const name of indicators) await page.locator(`[data-indicator="${name}"]`).click();
  });

  it('switches pairs from a searchable sheet of prices and changes', async () => {
    await page.getByTestId('pair-switch').click();
    await page.getByTestId('pair-sheet').waitFor();
    await page.getByTestId('pair-search').fill('eth');
    await expect.poll(() => page.locator('[data-testid^="pair-option-"]').count()).toBe(1);
    await page.getByTestId('pair-search').fill('');
    await screenshot(page, `spot-pairs-${lang}`);
    await page.getByTestId('pair-option-ETH').click();
    await expect.poll(() => page.getByTestId('trade-symbol').innerText()).toBe('ETH/USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('ETH/USDT');
    expect(await page.getByTestId('order-quantity').getAttribute('placeholder')).toBe('0.0001');
    await page.getByTestId('pair-switch').click();
    await page.getByTestId('pair-option-BTC').click();
    await expect.poll(() => page.getByTestId('trade-symbol').innerText()).toBe(SYMBOL);
  });

  it('says under the quantity why an order cannot go, and keeps the button off', async () => {
    await page.getByTestId('order-quantity').fill('5');
    const notEnough = t('trade.not_enough', { coin: 'USDT' });
    await expect.poll(() => page.getByTestId('order-quantity-error').innerText()).toBe(notEnough);
    expect(await submitRefused(page, 'order-submit')).toBe(notEnough);
    await screenshot(page, `spot-not-enough-${lang}`);
    // More places than the pair has stay as typed (they were once cut off without a word).
    const precision = t('errors.quantity_precision_other', { count: '5' });
    await page.getByTestId('order-quantity').fill('0.123456');
    await expect.poll(() => page.getByTestId('order-quantity-error').innerText()).toBe(precision);
    expect(await page.getByTestId('order-quantity').inputValue()).toBe('0.123456');
    expect(await submitRefused(page, 'order-submit')).toBe(precision);
    expect(await page.getByTestId('order-total').innerText()).toBe('--');
    await page.getByTestId('percent-0').click();
    await expect.poll(() => page.getByTestId('order-quantity-error').count()).toBe(0);
  });

  it('fills a market buy at the tick on screen and takes the cost and fee from the balance', async () => {
    const tick = new Big(price + 100);
    await page.getByTestId('type-market').click();
    expect(await page.getByTestId('order-price').count()).toBe(0);
    await page.getByTestId('order-quantity').fill('0.01');
    // 0.01 × tick, and the 0.1 % fee on it.
    const cost = tick.times('0.01');
    const fee = cost.times(FEE_RATE);
    expect(await page.getByTestId('order-total').innerText()).toBe(`≈ ${shownQuote(cost)} USDT`);
    expect(await page.getByTestId('order-fee').innerText()).toBe(`≈ ${shownQuote(fee)} USDT`);
    await page.getByTestId('order-submit').click();
    const sheet = page.getByTestId('confirm-order');
    await sheet.waitFor();
    expect(await page.getByTestId('confirm-side').innerText()).toBe(t('trade.buy'));
    expect(await page.getByTestId('confirm-type').innerText()).toBe(t('trade.market'));
    expect(await page.getByTestId('confirm-price').innerText()).toBe(
      t('trade.market_at', { price: shown(tick) }),
    );
    expect(await page.getByTestId('confirm-quantity').innerText()).toBe('0.01000000 BTC');
    await screenshot(page, `spot-confirm-market-${lang}`);
    await page.getByTestId('confirm-order-submit').click();
    await sheet.waitFor({ state: 'hidden' });

    await page.getByTestId('orders-tab-history').click();
    const filled = page.getByTestId('orders-history').locator('li').first();
    await expect.poll(() => filled.getByTestId('row-status').innerText()).toBe(t('trade.status.completed'));
    expect(await filled.getByTestId('row-fill-price').innerText()).toBe(shown(tick));
    expect(await filled.getByTestId('row-tick').innerText()).toContain(shown(tick));
    expect(await filled.getByTestId('row-fee').innerText()).toBe(`${shownQuote(fee)} USDT`);

    const left = new Big(1000).minus(cost).minus(fee);
    await expect.poll(() => available()).toBe(`${shownQuote(left)} USDT`);
    expect((await spotBalance(COIN.USDT)).available.eq(left)).toBe(true);
    expect((await spotBalance(COIN.BTC)).available.toFixed()).toBe('0.01');
  });

  it('rests a limit buy with its funds frozen, fills it when the price crosses, and files it in history', async () => {
    const before = (await spotBalance(COIN.USDT)).available;
    const limit = price - 100;
    await page.getByTestId('type-limit').click();
    // The price field starts from the last price; the user types their own.
    await page.getByTestId('order-price').fill(String(limit));
    await page.getByTestId('order-quantity').fill('0.005');
    await page.getByTestId('order-submit').click();
    expect(await page.getByTestId('confirm-price').innerText()).toBe(`${shown(limit)} USDT`);
    await page.getByTestId('confirm-order-submit').click();
    await page.getByTestId('confirm-order').waitFor({ state: 'hidden' });

    await page.getByTestId('orders-tab-open').click();
    const resting = page.getByTestId('orders-open').locator('li').first();
    await resting.waitFor();
    // quantity × limit and the fee on it: what the fill at the limit price will take.
    const frozen = new Big(limit).times('0.005').times(new Big(1).plus(FEE_RATE));
    expect(await resting.getByTestId('row-frozen').innerText()).toBe(`${shownQuote(frozen)} USDT`);
    await expect.poll(() => available()).toBe(`${shownQuote(before.minus(frozen))} USDT`);
    expect((await spotBalance(COIN.USDT)).frozen.eq(frozen)).toBe(true);
    await toastGone();
    await screenshot(page, `spot-open-order-${lang}`);

    // Above the limit nothing happens; at or below it the order fills at its limit price.
    feed.push(FEED_SYMBOL, String(limit + 50));
    await expect.poll(() => page.getByTestId('last-price').innerText()).toBe(shown(limit + 50));
    expect(await page.getByTestId('orders-open').locator('li').count()).toBe(1);
    feed.push(FEED_SYMBOL, String(limit - 20));
    await page.getByTestId('orders-open-empty').waitFor();
    await page.getByTestId('orders-tab-history').click();
    const filled = page.getByTestId('orders-history').locator('li').first();
    await expect.poll(() => filled.getByTestId('row-fill-price').innerText()).toBe(shown(limit));
    // The tick that triggered it is shown with the fill.
    expect(await filled.getByTestId('row-tick').innerText()).toContain(shown(limit - 20));
    expect((await spotBalance(COIN.USDT)).frozen.eq(0)).toBe(true);
    expect((await spotBalance(COIN.BTC)).available.toFixed()).toBe('0.015');
    await toastGone();
    await screenshot(page, `spot-history-${lang}`);
  });

  it('cancels a resting order after the confirm and releases what it held', async () => {
    const before = (await spotBalance(COIN.USDT)).available;
    await page.getByTestId('order-price').fill(String(price - 5_000));
    await page.getByTestId('percent-25').click();
    const quantity = new Big(await page.inputValue('[data-testid="order-quantity"]'));
    expect(quantity.gt(0)).toBe(true);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('confirm-order-submit').click();
    await page.getByTestId('confirm-order').waitFor({ state: 'hidden' });
    await page.getByTestId('orders-tab-open').click();
    const resting = page.getByTestId('orders-open').locator('li').first();
    await resting.waitFor();
    await expect.poll(async () => (await spotBalance(COIN.USDT)).available.lt(before)).toBe(true);

    await toastGone();
    await resting.getByTestId('order-cancel').click();
    await page.locator('.rv-dialog').waitFor();
    await screenshot(page, `spot-cancel-confirm-${lang}`);
    await page.locator('.rv-dialog__confirm').click();
    await page.getByTestId('orders-open-empty').waitFor();
    await expect.poll(() => available()).toBe(`${shownQuote(before)} USDT`);
    const usdt = await spotBalance(COIN.USDT);
    expect(usdt.available.eq(before)).toBe(true);
    expect(usdt.frozen.eq(0)).toBe(true);
    await page.getByTestId('orders-tab-history').click();
    await expect
      .poll(() =>
        page.getByTestId('orders-history').locator('li').first().getByTestId('row-status').innerText(),
      )
      .toBe(t('trade.status.cancelled'));
  });

  it('lists only the shown pair’s orders when asked, and remembers that choice', async () => {
    const filter = page.getByTestId('orders-current-pair-only');
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId('orders-history').waitFor();
    expect(await filter.isChecked()).toBe(false);
    await page.getByTestId('pair-switch').click();
    await page.getByTestId('pair-option-ETH').click();
    await expect.poll(() => page.getByTestId('trade-symbol').innerText()).toBe('ETH/USDT');
    // Every pair's orders by default: the BTC orders above are still listed on ETH/USDT.
    await expect.poll(() => page.getByTestId('orders-history').locator('li').count()).toBeGreaterThan(0);
    await filter.check();
    await page.getByTestId('orders-history-empty').waitFor();
    await toastGone();
    await screenshot(page, `spot-orders-current-pair-${lang}`);
    await page.reload();
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId('orders-history-empty').waitFor();
    expect(await page.getByTestId('orders-current-pair-only').isChecked()).toBe(true);
    await page.getByTestId('pair-switch').click();
    await page.getByTestId('pair-option-BTC').click();
    await expect
      .poll(() =>
        page.getByTestId('orders-history').locator('[data-testid^="order-"] strong').allInnerTexts(),
      )
      .toContain(SYMBOL);
    const pairsShown = await page
      .getByTestId('orders-history')
      .locator('.tw-order-row-head strong')
      .allInnerTexts();
    expect(new Set(pairsShown)).toEqual(new Set([SYMBOL]));
    await page.getByTestId('orders-current-pair-only').uncheck();
  });
});

describe('a visitor', () => {
  it('sees the form with a button that leads to login and back', async () => {
    const { context, page } = await openPhone('en');
    const text = await locale('en', 'trade');
    await page.goto(`${base}/pages/trade/index?symbol=${encodeURIComponent(SYMBOL)}`);
    const submit = page.getByTestId('order-submit');
    await expect.poll(() => submit.innerText()).toBe(text.trade!.login_to_trade);
    await submit.click();
    await page.waitForURL(/\/pages\/user\/login\/login/);
    expect(new URL(page.url()).searchParams.get('backpage')).toBe(
      `/pages/trade/index?symbol=${encodeURIComponent(SYMBOL)}`,
    );
    await context.close();
  });
});
