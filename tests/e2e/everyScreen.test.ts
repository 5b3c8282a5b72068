import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../src/core/languages';
import {
  coins,
  financeProducts,
  helpArticles,
  identityVerifications,
  ieoItems,
  newcoinProducts,
  notices,
  stocks,
} from '../../src/server/db/schema';
import { ensureOpsToken } from '../../src/server/ops/token';
import { COIN, fund } from '../helpers/funds';
import { usernameRegistration } from '../helpers/newAccount';
import { findRawKeys, rawKeyFinder } from '../helpers/rawKeys';
import { openPhone, registerInPage, screenshot, toastsGone } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';
import { measureScreen, type Measured } from './screenMeasure';

/*
 * Every screen, sheet and dialog, in all seven languages, on a 360 px phone, measured as a reader
 * meets it (issue 36): text cut off by its box or by the screen, or running over its neighbours;
 * an item left alone on a row of a grid; a message key instead of text; text left in English in
 * another language; and axe-core's serious and critical accessibility findings (every rule in
 * English, the rules about names in the other six: contrast and roles do not change with the
 * words). One browser, one server, one signed-in user with money and an open position: the
 * language changes with the app's own language picker, which stores the choice, and screens
 * change inside the running app, as a tap would, so that it all takes minutes, not ten.
 */

type Screen = {
  name: string;
  path: string;
  /** A sheet or dialog: what opens it once the screen is shown, and its selector. */
  open?: (page: Page) => Promise<unknown>;
  shown?: string;
  /** How it is closed (a tap on the dimmed screen beside it unless said otherwise). */
  close?: (page: Page) => Promise<unknown>;
};

let noticeId = 0;
/** What beforeAll seeds for the screens that show one thing (an ad, an order, a product). */
const seeded = {
  ad: 0,
  ownAd: 0,
  c2cOrder: 0,
  stock: '',
  article: 0,
  ieo: 0,
  sale: 0,
  product: 0,
};
const byTestId = (id: string) => `[data-testid="${id}"]`;
const tap = (selector: string) => (page: Page) => page.locator(selector).first().click();
const cancelDialog = tap('.rv-dialog__cancel');

/**
 * Spec §2's routes (as specRoutes.test.ts walks them), the tab bar's contracts and finance tabs,
 * the proof of reserves, and the sheets and dialogs they open. A sheet follows its screen.
 */
const SCREENS: Screen[] = [
  { name: 'home', path: '/pages/index/index' },
  {
    name: 'left menu',
    path: '/pages/index/index',
    open: tap(byTestId('open-menu')),
    shown: byTestId('left-menu'),
  },
  { name: 'spot', path: '/pages/trade/index' },
  {
    name: 'pair picker',
    path: '/pages/trade/index',
    open: tap(byTestId('pair-switch')),
    shown: byTestId('pair-sheet'),
  },
  {
    name: 'spot order confirmation',
    path: '/pages/trade/index',
    open: async (page) => {
      await page.getByTestId('type-market').click();
      await page.getByTestId('order-quantity').fill('0.001');
      await page.getByTestId('order-submit').click();
    },
    shown: byTestId('confirm-order'),
  },
  { name: 'assets', path: '/pages/account/index' },
  {
    name: 'transfer sheet',
    path: '/pages/account/index',
    open: tap(byTestId('assets-transfer')),
    shown: byTestId('transfer-popup'),
  },
  {
    name: 'transfer account chooser',
    path: '/pages/account/index',
    open: async (page) => {
      await page.getByTestId('assets-transfer').click();
      await page.getByTestId('transfer-to').click();
    },
    shown: '.rv-action-sheet',
    close: async (page) => {
      await page.locator('.rv-action-sheet__cancel').click();
      await page.locator('.rv-action-sheet').waitFor({ state: 'hidden' });
      await page.mouse.click(355, 5);
    },
  },
  { name: 'options', path: '/pages/option/index' },
  {
    name: 'option purchase',
    path: '/pages/option/index',
    open: tap(byTestId('direction-up')),
    shown: byTestId('option-purchase'),
  },
  { name: 'option history', path: '/pages/option/history' },
  { name: 'contracts', path: '/pages/contract/index' },
  {
    name: 'contract TP/SL sheet',
    path: '/pages/contract/index',
    open: tap(byTestId('row-set-stops')),
    shown: byTestId('tpsl-sheet'),
  },
  {
    name: 'contract add margin sheet',
    path: '/pages/contract/index',
    open: tap(byTestId('row-add-margin')),
    shown: byTestId('margin-sheet'),
  },
  { name: 'finance', path: '/pages/finance/index' },
  { name: 'login', path: '/pages/user/login/login' },
  { name: 'register', path: '/pages/user/login/register' },
  { name: 'agreement', path: '/pages/user/login/agree' },
  { name: 'forgot password', path: '/pages/user/login/forgetPassword' },
  { name: 'settings', path: '/pages/settings/index' },
  { name: 'account', path: '/pages/settings/account/index' },
  {
    name: 'logout dialog',
    path: '/pages/settings/account/index',
    open: tap(byTestId('logout')),
    shown: '.rv-dialog',
    close: cancelDialog,
  },
  { name: 'language picker', path: '/pages/settings/language/language' },
  { name: 'change password', path: '/pages/settings/security/changePassword' },
  { name: 'change payment password', path: '/pages/settings/security/changePayPassword' },
  { name: 'notices', path: '/pages/notice/index' },
  {
    name: 'notice',
    // The announcement beforeAll publishes.
    get path() {
      return `/pages/notice/detail?id=${noticeId}`;
    },
  },
  { name: 'verification', path: '/pages/verification/index' },
  { name: 'basic verification', path: '/pages/verification/basic' },
  { name: 'trade account', path: '/pages/assets/tradeAccount' },
  { name: 'deposit records', path: '/pages/assets/record' },
  { name: 'withdrawal records', path: '/pages/assets/withdraw/index' },
  { name: 'withdrawal', path: '/pages/assets/withdraw/detail' },
  // The network chooser is the deposit screen's own row of chips: two networks, two screens.
  { name: 'deposit TRC20', path: '/pages/deposit/index?coin=USDT&network=TRC20' },
  { name: 'deposit ERC20', path: '/pages/deposit/index?coin=USDT&network=ERC20' },
  { name: 'withdraw', path: '/pages/withdraw/index' },
  { name: 'addresses', path: '/pages/user/address/index' },
  { name: 'new address', path: '/pages/user/address/create' },
  { name: 'bank card', path: '/pages/user/address/bank' },
  { name: 'chat', path: '/pages/help/center/chat' },
  { name: 'about', path: '/pages/about/index' },
  { name: 'choose location', path: '/choose-location' },
  { name: 'open location', path: '/open-location' },
  { name: 'reserves', path: '/pages/assets/reserves' },
  { name: 'transfer records', path: '/pages/assets/transferRecord' },
  { name: 'change records', path: '/pages/assets/changeRecord' },
  { name: 'valuation', path: '/pages/assets/valuation' },
  { name: 'security', path: '/pages/security/index' },
  { name: 'advanced verification', path: '/pages/verification/advanced' },
  // Peer-to-peer: another merchant's ad, an order on it waiting for payment, and the user's own
  // merchant area (the user is a merchant too, with an ad someone has ordered on).
  { name: 'C2C ads', path: '/pages/c2c/index?coin=USDT&fiat=USD' },
  {
    name: 'C2C order',
    get path() {
      return `/pages/c2c/order?ad=${seeded.ad}`;
    },
  },
  {
    name: 'C2C order confirmation',
    get path() {
      return `/pages/c2c/order?ad=${seeded.ad}`;
    },
    open: async (page) => {
      await page.getByTestId('c2c-order-figure').fill('102');
      await page.getByTestId('c2c-order-submit').click();
    },
    shown: '.rv-dialog',
    close: cancelDialog,
  },
  { name: 'C2C orders', path: '/pages/c2c/orders' },
  {
    name: 'C2C order detail',
    get path() {
      return `/pages/c2c/detail?id=${seeded.c2cOrder}`;
    },
  },
  {
    name: 'C2C paid confirmation',
    get path() {
      return `/pages/c2c/detail?id=${seeded.c2cOrder}`;
    },
    open: tap(byTestId('c2c-pay-button')),
    shown: '.rv-dialog',
    close: cancelDialog,
  },
  { name: 'C2C merchant ads', path: '/pages/c2c/merchant/ads' },
  {
    name: 'C2C ad editor',
    get path() {
      return `/pages/c2c/merchant/ad?id=${seeded.ownAd}`;
    },
  },
  { name: 'C2C merchant orders', path: '/pages/c2c/merchant/orders' },
  { name: 'C2C payment methods', path: '/pages/c2c/merchant/payments' },
  {
    name: 'C2C payment method sheet',
    path: '/pages/c2c/merchant/payments',
    open: tap(byTestId('c2c-payment-add')),
    shown: byTestId('c2c-payment-form'),
  },
  { name: 'US stocks', path: '/pages/stock/index' },
  {
    name: 'US stock',
    get path() {
      return `/pages/stock/detail?symbol=${seeded.stock}`;
    },
  },
  { name: 'referral', path: '/pages/promotion/index' },
  {
    name: 'referral poster',
    path: '/pages/promotion/index',
    open: tap(byTestId('referral-poster-open')),
    // The poster is drawn by the server: the sheet is shown once it has come.
    shown: byTestId('referral-poster-image'),
  },
  { name: 'referral ranking', path: '/pages/promotion/ranking' },
  { name: 'referral records', path: '/pages/promotion/records' },
  { name: 'help centre', path: '/pages/help/center/index' },
  {
    name: 'help article',
    get path() {
      return `/pages/help/center/faq?id=${seeded.article}`;
    },
  },
  { name: 'feedback', path: '/pages/help/center/feedback' },
  { name: 'IEO', path: '/pages/ieo/index' },
  {
    name: 'IEO application',
    get path() {
      return `/pages/ieo/detail?id=${seeded.ieo}`;
    },
  },
  { name: 'IEO applications', path: '/pages/ieo/mine' },
  { name: 'new coins', path: '/pages/subscribe/index' },
  {
    name: 'new coin subscription',
    get path() {
      return `/pages/subscribe/detail?id=${seeded.sale}`;
    },
  },
  { name: 'new coin orders', path: '/pages/subscribe/mine' },
  { name: 'trust', path: '/pages/trust/index' },
  {
    name: 'trust subscription',
    get path() {
      return `/pages/trust/detail?id=${seeded.product}`;
    },
  },
  { name: 'trust orders', path: '/pages/trust/orders' },
  {
    name: 'trust redeem sheet',
    path: '/pages/trust/orders',
    open: tap(byTestId('finance-redeem')),
    shown: byTestId('redeem-sheet'),
  },
  {
    name: 'trust rules',
    get path() {
      return `/pages/trust/rules?id=${seeded.product}`;
    },
  },
];

/**
 * Latin words a translation keeps: coin and network symbols and other abbreviations (any word in
 * capitals: "USDT", "TRC20", "API", "MACD"), the brand and the wallets' names, the networks' names,
 * each language's own name (the language picker names every language in itself), and the coins'
 * names as the server holds them (added in beforeAll). User data (a username with digits, an
 * address, an e-mail, a link) is not a word: see latinWords.
 */
const KEPT_WORDS = new Set([
  'Tradewind',
  'TronLink',
  'MetaMask',
  'WalletConnect',
  'TokenPocket',
  'Tron',
  'Ethereum',
  // Payment services, by the names they use in these countries ("WeChat Pay": see KEPT_NAMES).
  'Alipay',
  'Bitcoin',
  'Omni',
  ...LANGUAGES.flatMap((l) => l.name.split(' ')),
]);

/** Names of more than one word, kept whole: "Pay" alone is an English word to translate. */
const KEPT_NAMES = ['WeChat Pay'];

/** Words a language writes as English does. */
const KEPT_IN: Partial<Record<Language, string[]>> = {
  // Spanish words spelt as in English ("Total", "Real", "Demo", "Chat": all in the RAE's
  // dictionary), and "Spot", the word Spanish exchanges use for spot trading.
  es: ['Spot', 'Total', 'Real', 'Demo', 'Chat'],
  // Thai traders write the sides of a futures position in English: "เปิด Long", "Short".
  th: ['Long', 'Short'],
};

/** The Latin words of three letters or more in a text that a translation should have replaced. */
function latinWords(text: string, lang: Language): string[] {
  const data = KEPT_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text)
    .replace(/\S+@\S+/g, ' ') // e-mail addresses
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ') // links
    .replace(/\b\w*\d\w*\b/g, ' '); // ids, usernames, amounts, addresses, TRC20
  // Words of letters of any script: "Español" is not the English "Espa".
  return (data.match(/[\p{L}\p{M}'’]+/gu) ?? []).filter(
    (word) =>
      /^[A-Za-z][A-Za-z'’]{2,}$/.test(word) &&
      word !== word.toUpperCase() &&
      !KEPT_WORDS.has(word) &&
      !KEPT_IN[lang]?.includes(word),
  );
}

/**
 * Texts that are not the interface's words, so not checked for English: a command line to type
 * (the reserves page's verify-proof command), the place names of the location chooser (the
 * server's list in the reader's language: "Chile" is Chile in Spanish too), and a C2C merchant's
 * nickname (a name the merchant chose, as a username is: the local demo's "Demo Harbor").
 */
const NOT_WORDS = [
  'code',
  '[data-testid="country-list"] .rv-cell__title',
  '[data-testid="c2c-merchant-nickname"]',
];

/**
 * Texts that may be cut on purpose, by selector, with the reason:
 * - home's announcement line scrolls the newest title through its box like a ticker: every part
 *   of it passes, so the box always cuts some.
 */
const MAY_BE_CUT: string[] = ['[data-testid="announcement-line"] .tw-announcement-text'];

/**
 * Screens to photograph as they are measured (EVERY_SCREEN_SHOTS="US stocks,C2C order"), into
 * tests/artifacts/screenshots: to look at what a finding, or its fix, looks like.
 */
const SHOTS = new Set((process.env.EVERY_SCREEN_SHOTS ?? '').split(',').filter(Boolean));

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Accessibility rules that depend on the words of a language: run on every language. */
const NAME_RULES = [
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'button-name',
  'image-alt',
  'input-button-name',
  'label',
  'link-name',
  'select-name',
  'html-lang-valid',
  'valid-lang',
];

/**
 * axe-core's serious and critical violations in the page (or in the open sheet: the screen under
 * its dimmed layer was checked as a screen of its own), one line per rule and element.
 */
async function axeViolations(page: Page, within: string | null, full: boolean): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ rules, within }) => {
      type Result = {
        violations: {
          id: string;
          impact?: string;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      };
      const { axe } = window as unknown as {
        axe: { run(context: Element, options: object): Promise<Result> };
      };
      const sheet = within && document.querySelector(within);
      const context =
        (sheet && sheet.closest('.rv-popup, .rv-dialog, .rv-action-sheet')) || sheet || document.body;
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
      const { violations } = await axe.run(context, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.map(
            (n) =>
              `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`,
          ),
        );
    },
    { rules: full ? null : NAME_RULES, within },
  );
}

/**
 * Finite animations (a sheet sliding in) have ended. A spinner's run forever, and a price's flash
 * starts again with every tick: neither is waited for.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().endTime === Infinity ||
          (a instanceof CSSAnimation && a.animationName.startsWith('tw-flash')),
      ),
  );

/** In-flight requests of the page: a screen is measured once its data has come. */
function requestsOf(page: Page) {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open++;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** Until no request has been open for 100 ms (5 s at most: a poll may never pause). */
  return async () => {
    const until = Date.now() + 5_000;
    while (Date.now() < until && (open > 0 || Date.now() - last < 100))
      await new Promise((r) => setTimeout(r, 30));
  };
}

/** Screens whose element's test id does not end in "-page". */
const SCREEN_IDS = [
  'option-history',
  'notice-detail',
  'trust-detail',
  'trust-orders',
  'trust-rules',
  'newcoin-detail',
  'newcoin-mine',
  'ieo-detail',
  'ieo-mine',
]
  .map(byTestId)
  .join(', ');

/**
 * Opens a screen inside the running app and waits for it: a screen element the last screen did
 * not have (the old ones are marked before leaving), no route shell or spinner, nothing busy.
 */
async function showScreen(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    if (location.pathname + location.search === to) return false;
    // Another query on the same route keeps its screen element.
    if (new URL(to, location.href).pathname !== location.pathname)
      for (const el of document.querySelectorAll('#root [data-testid]')) el.setAttribute('data-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (!moved) return;
  const waiting = page.waitForFunction(
    (ids) =>
      document.querySelector(`#root :is([data-testid$="-page"], ${ids}):not([data-left])`) &&
      !document.querySelector(
        '[data-testid="route-shell"], [data-testid="page-spinner"], #root [aria-busy="true"]',
      ),
    SCREEN_IDS,
    { timeout: 15_000 },
  );
  await waiting.catch(async (error: Error) => {
    const state = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid="route-shell"], [data-testid="page-spinner"], #root [aria-busy="true"], #root [data-testid$="-page"]',
        ),
      ]
        .map(
          (el) =>
            `${el.getAttribute('data-testid')}${el.hasAttribute('data-left') ? ' (left)' : ''} busy=${el.getAttribute('aria-busy')}`,
        )
        .join(', '),
    );
    throw new Error(`${path} did not show its screen: ${state}`, { cause: error });
  });
}

/** An operator's command, run as `npm run ops` runs it on the server. */
async function ops({ app, dataDir }: OwnServer, argv: string[]): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/run',
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Bearer ${ensureOpsToken(dataDir, '')}` },
    payload: { operator: 'e2e', argv },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** The API as an app calls it: a session's token, a JSON body; the answer's data. */
async function call<T = unknown>(token: string, route: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${server.base}/api/${route}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, request_id: crypto.randomUUID() }),
  });
  const answer = (await res.json()) as { type: string; message: string; data: T };
  if (answer.type !== 'ok') throw new Error(`${route} refused: ${answer.message}`);
  return answer.data;
}

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * Something real on every screen that shows one thing or a list of the user's own: another
 * merchant's ad and an order on it waiting for payment; the user a merchant too, with a payment
 * method and an ad that merchant has ordered on; a transfer; a trust holding; a new coin
 * subscription; an IEO application (on a second IEO, so the seeded one still shows its form).
 */
async function seedScreens(token: string, userId: number): Promise<void> {
  const { db } = server.database;
  const stamp = Date.now() % 1e8;
  const reg = (await (
    await fetch(`${server.base}/api/user/register`, {
      method: 'POST',
      body: new URLSearchParams(usernameRegistration(`shop${stamp}`)),
    })
  ).json()) as { data: { token: string; user: { id: number } } };
  const other = { token: reg.data.token, userId: reg.data.user.id };
  const merchant = async (who: { token: string; userId: number }, nickname: string, ad: object) => {
    await ops(server, [
      'c2c:merchant',
      String(who.userId),
      '--nickname',
      nickname,
      '--reason',
      'e2e merchant',
    ]);
    await call(who.token, 'ctc/merchant/payment_method_save', {
      pay_type: 'bank',
      name: nickname,
      account: 'ES7620770024003102575766',
      bank: 'BBVA',
    });
    return (
      await call<{ id: number }>(who.token, 'ctc/merchant/ad_save', {
        side: 'buy',
        coin: 'USDT',
        price: '1.02',
        quantity: '600',
        min_amount: '10',
        max_amount: '2000',
        pay_types: ['bank'],
        ...ad,
      })
    ).id;
  };
  await fund(db, other.userId, '1000', COIN.USDT);
  seeded.ad = await merchant(other, `Desk${stamp}`, { fiat: 'USD' });
  seeded.ownAd = await merchant({ token, userId }, `Mine${stamp}`, {
    fiat: 'CNY',
    price: '7.2',
    min_amount: '100',
    max_amount: '3000',
  });
  seeded.c2cOrder = (
    await call<{ id: number }>(token, 'ctc/order/add', { ad_id: seeded.ad, amount: '102', pay_type: 'bank' })
  ).id;
  await call(other.token, 'ctc/order/add', { ad_id: seeded.ownAd, amount: '720', pay_type: 'bank' });

  await call(token, 'wallet/change', { currency_id: COIN.USDT, from: 'spot', to: 'options', amount: '100' });

  const [product] = await db
    .select({ id: financeProducts.id })
    .from(financeProducts)
    .where(eq(financeProducts.name, 'USDT 15-day'));
  seeded.product = product!.id;
  await call(token, 'lh/deposit', { product_id: seeded.product, amount: '200', agree: true });

  const [sale] = await db.select({ id: newcoinProducts.id }).from(newcoinProducts).limit(1);
  seeded.sale = sale!.id;
  await call(token, 'lh/send/order', { product_id: seeded.sale, amount: '100' });

  const [ieo] = await db.select({ id: ieoItems.id }).from(ieoItems).limit(1);
  seeded.ieo = ieo!.id;
  await ops(server, [
    'newcoin:define',
    ...['--symbol', 'ORBT', '--name', 'Orbit', '--decimals', '2', '--feed-symbol', 'ORBTUSDT'],
    ...Object.entries({
      en: 'Orbit is a test coin.',
      'zh-CN': 'Orbit 是测试币。',
      'zh-TW': 'Orbit 是測試幣。',
      ja: 'Orbit はテスト用のコインです。',
      ko: 'Orbit은 테스트 코인입니다.',
      es: 'Orbit es una moneda de prueba.',
      th: 'Orbit เป็นเหรียญทดสอบ',
    }).flatMap(([lang, text]) => ['--description', `${lang}=${text}`]),
  ]);
  await ops(server, [
    'ieo:create',
    ...['--coin', 'ORBT', '--name', 'Orbit', '--price', '0.5', '--pay', 'USDT', '--supply', '100000'],
    ...['--user-cap', '5000', '--min', '10', '--max', '5000'],
    ...['--apply-start', daysFromNow(-1), '--apply-end', daysFromNow(5), '--allot', daysFromNow(6)],
    ...['--pay-start', daysFromNow(6), '--pay-end', daysFromNow(7), '--list', daysFromNow(8)],
    ...['--lock-until', daysFromNow(38)],
  ]);
  const [orbit] = await db.select({ id: ieoItems.id }).from(ieoItems).orderBy(desc(ieoItems.id)).limit(1);
  await call(token, 'ieo/apply', { id: orbit!.id, quantity: '100' });

  const [stock] = await db.select({ symbol: stocks.symbol }).from(stocks).limit(1);
  seeded.stock = stock!.symbol;
  const [article] = await db.select({ id: helpArticles.id }).from(helpArticles).limit(1);
  seeded.article = article!.id;
}

/** An announcement in every language, published as an operator does (npm run ops). */
async function publishAnnouncement(server: OwnServer): Promise<void> {
  const titles = {
    en: 'Scheduled maintenance on Sunday',
    'zh-CN': '周日系统维护公告',
    'zh-TW': '週日系統維護公告',
    ja: '日曜日のシステムメンテナンスのお知らせ',
    ko: '일요일 시스템 점검 안내',
    es: 'Mantenimiento programado el domingo',
    th: 'ประกาศปิดปรับปรุงระบบวันอาทิตย์',
  };
  const bodies = {
    en: 'Trading pauses for 30 minutes from 02:00 UTC.',
    'zh-CN': 'UTC 时间 02:00 起暂停交易 30 分钟。',
    'zh-TW': 'UTC 時間 02:00 起暫停交易 30 分鐘。',
    ja: 'UTC 02:00 から 30 分間、取引を一時停止します。',
    ko: 'UTC 02:00부터 30분간 거래가 중단됩니다.',
    es: 'Las operaciones se detienen durante 30 minutos a partir de las 02:00 UTC.',
    th: 'หยุดการซื้อขาย 30 นาที ตั้งแต่เวลา 02:00 UTC',
  };
  await ops(server, [
    'announcement:publish',
    ...Object.entries(titles).flatMap(([lang, title]) => ['--title', `${lang}=${title}`]),
    ...Object.entries(bodies).flatMap(([lang, body]) => ['--body', `${lang}=<p>${body}</p>`]),
  ]);
}

let server: OwnServer;
let context: BrowserContext;
let page: Page;
let quiet: () => Promise<void>;
const fileStarted = Date.now();

beforeAll(async () => {
  server = await startOwnServer('everyscreen');
  await publishAnnouncement(server);
  const [notice] = await server.database.db
    .select({ id: notices.id })
    .from(notices)
    .orderBy(desc(notices.id))
    .limit(1);
  noticeId = notice!.id;
  ({ context, page } = await openPhone('en', { width: 360, height: 740 }));
  quiet = requestsOf(page);
  await page.goto(`${server.base}/pages/index/index`);
  const { token, userId } = await registerInPage(page, `every${Date.now() % 1e8}`);
  await server.database.db
    .insert(identityVerifications)
    .values({ userId, level: 'basic', status: 'approved' });
  await fund(server.database.db, userId, '10000', COIN.USDT, 'spot');
  await fund(server.database.db, userId, '10000', COIN.USDT, 'contract');
  await seedScreens(token, userId);
  // The coins' and the stocks' names: brands, written in Latin letters in every language.
  for (const { name } of [
    ...(await server.database.db.select({ name: coins.name }).from(coins)),
    ...(await server.database.db.select({ name: stocks.name }).from(stocks)),
  ])
    for (const word of name.split(/[\s,.]+/)) if (word) KEPT_WORDS.add(word);
  // An open position, so the contract screen shows a row and its sheets can open (once the
  // feed has recorded a tick to open it on).
  const openPosition = () =>
    page.evaluate(async () => {
      const body = new URLSearchParams({
        symbol: 'BTC/USDT',
        side: 'long',
        type: 'market',
        lots: '1',
        leverage: '10',
        margin_mode: 'isolated',
        request_id: crypto.randomUUID(),
      });
      const res = await fetch('/api/lever/submit', {
        method: 'POST',
        headers: { Authorization: localStorage.getItem('token') ?? '' },
        body,
      });
      return ((await res.json()) as { type: string }).type;
    });
  for (let tries = 0; (await openPosition()) !== 'ok'; tries++) {
    if (tries === 30) throw new Error('no position opened');
    await page.waitForTimeout(500);
  }
});
afterAll(async () => {
  await context?.close();
  await server?.close();
  console.log(`everyScreen: ${Math.round((Date.now() - fileStarted) / 1000)} s`);
});

describe('the measure', () => {
  it('finds planted cut-off texts, cut placeholders and lone grid items, and leaves scrolling rows, hidden labels and closed sheets alone', async () => {
    await page.goto(`${server.base}/pages/about/index`);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = `
        <p style="width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Ellipsis cut</p>
        <p style="width:60px;height:20px;line-height:20px;overflow:hidden">Two lines wrapped into one</p>
        <p style="white-space:nowrap;margin-left:300px">Off the right edge</p>
        <div style="display:flex;width:100px;overflow-x:auto"><span style="flex:none">First tab</span><span style="flex:none">Second tab far away</span></div>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Screen reader only</span>
        <div style="position:fixed;left:0;right:0;bottom:0;transform:translateY(100%);visibility:hidden">Closed sheet</div>
        <div style="position:fixed;left:0;right:0;top:0;display:none">Gone dialog</div>
        <div style="display:grid;grid-template-columns:repeat(3,60px)"><button style="min-width:0"><span style="display:block">Runs over its neighbour</span></button></div>
        <div style="display:grid;grid-template-columns:repeat(4,1fr)"><b>A</b><b>B</b><b>C</b><b>D</b><b>Alone</b></div>
        <div style="display:grid;grid-template-columns:repeat(2,1fr)"><b>Form</b><b>Fields</b><b>Last</b></div>
        <input style="width:80px" placeholder="A placeholder longer than its field">
        <input style="width:200px" placeholder="Fits">`;
      document.body.append(planted);
    });
    const { clipped } = await page.evaluate(measureScreen, { within: null, mayBeCut: [], notWords: [] });
    await page.evaluate(() => document.getElementById('planted')?.remove());
    expect(clipped.map((c) => c.slice(0, c.indexOf('"', 1) + 1)).sort()).toEqual([
      '"A placeholder longer than its field"',
      '"Alone"',
      '"Ellipsis cut"',
      '"Off the right edge"',
      '"Runs over its neighbour"',
      '"Two lines wrapped into one"',
    ]);
  });
});

describe('every screen at 360 px', () => {
  const finder = rawKeyFinder();
  /** What each screen shows in English, for the other languages to be compared with. */
  const english = new Map<string, Set<string>>();

  it.each(LANGUAGES.map((l) => l.code))('%s', async (lang: Language) => {
    const started = Date.now();
    // The reader's own way: the language picker, which stores the choice (no reload, so the
    // screens' code is downloaded and the wallets detected once for all languages).
    if (lang !== 'en') {
      await showScreen(page, '/pages/settings/language/language');
      await page
        .getByTestId('language-page')
        .getByText(LANGUAGES.find((l) => l.code === lang)!.name, { exact: true })
        .click();
      await page.waitForFunction(
        (l) => document.documentElement.lang === l && localStorage.getItem('lang') === l,
        lang,
      );
      await toastsGone(page);
    }
    const found = { cut: [] as string[], keys: [] as string[], english: [] as string[] };
    // A problem of a part many screens show (the tab bar) is named once, where first seen.
    const cutSeen = new Map<string, string>();
    const axeSeen = new Map<string, string>();
    let axeTime = 0;
    for (const screen of SCREENS) {
      const where = `${screen.name} (${lang})`;
      await showScreen(page, screen.path);
      await quiet();
      if (screen.open) {
        await screen.open(page);
        await page.locator(screen.shown!).first().waitFor();
        await quiet();
      }
      await settled(page);
      if (SHOTS.has(screen.name)) await screenshot(page, `every-${screen.name.replaceAll(' ', '-')}-${lang}`);
      const measured: Measured = await page.evaluate(measureScreen, {
        within: screen.shown ?? null,
        mayBeCut: MAY_BE_CUT,
        notWords: NOT_WORDS,
      });
      for (const cut of measured.clipped) if (!cutSeen.has(cut)) cutSeen.set(cut, where);
      for (const text of measured.texts) {
        for (const key of findRawKeys(finder, text)) found.keys.push(`${where}: ${key}`);
        if (/\{\{|\}\}|\$t\(/.test(text)) found.keys.push(`${where}: "${text}"`);
      }
      if (lang === 'en') english.set(screen.name, new Set(measured.texts));
      else {
        const en = english.get(screen.name);
        for (const text of measured.texts) {
          const words = latinWords(text, lang);
          if (en?.has(text) && words.length) found.english.push(`${where}: "${text}" (${words.join(', ')})`);
        }
      }
      const t0 = Date.now();
      for (const v of await axeViolations(page, screen.shown ?? null, lang === 'en'))
        // The same element on a screen and on its sheets is one finding; a selector may repeat
        // on other screens (".rv-tab:nth-child(2)") for other elements.
        if (!axeSeen.has(`${screen.path} ${v}`)) axeSeen.set(`${screen.path} ${v}`, `${where}: ${v}`);
      axeTime += Date.now() - t0;
      if (screen.open) {
        await (screen.close ?? ((p: Page) => p.mouse.click(355, 5)))(page);
        await page.locator(screen.shown!).first().waitFor({ state: 'hidden' });
      }
    }
    found.cut = [...cutSeen].map(([cut, first]) => `${first}: ${cut}`);
    const axe = [...axeSeen.values()];
    console.log(
      `${lang}: ${SCREENS.length} screens in ${Date.now() - started} ms (axe ${axeTime} ms); ` +
        `cut ${found.cut.length}, keys ${found.keys.length}, English ${found.english.length}, axe ${axe.length}`,
    );
    expect.soft(found.cut, 'text cut off or alone on a row').toEqual([]);
    expect.soft(found.keys, 'message keys shown as text').toEqual([]);
    expect.soft(found.english, 'left in English').toEqual([]);
    expect.soft(axe, 'serious and critical accessibility violations').toEqual([]);
  });
});
