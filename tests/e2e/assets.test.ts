import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/client';
import { post } from '../../src/server/ledger/ledger';
import { COIN, fund } from '../helpers/funds';
import { startServer } from '../tools/server';
import { locale, openPhone, screenshot } from './browser';

/**
 * A user with money opens the assets tab, hides and shows the numbers, moves USDT from spot to
 * futures in the transfer popup, and finds the move in both balances and in both records.
 *
 * Funding, honestly: money only moves through the ledger, and nothing in the app hands it out.
 * The shared e2e server keeps PGlite open in its own process, and PGlite takes one process at a
 * time. So this file runs its own server (the real `src/server/main.ts`) on its own data folder:
 * users register through its API, the server stops, the test credits them with the ledger's
 * `post()` (as an operator credit would) on that same database, and the server starts again on it.
 */
type Text = Record<string, Record<string, Record<string, string>>> & Record<string, Record<string, string>>;
const LANGS = ['en', 'zh-CN'] as const;

let server: { url: string; stop(): Promise<void> };
let dataDir: string;
const sessions = new Map<string, { token: string; user: unknown }>();

async function register(base: string, username: string) {
  const body = new URLSearchParams({
    account_type: 'username',
    account: username,
    password: 'secret123',
    re_password: 'secret123',
    pay_password: '123456',
    re_pay_password: '123456',
    agree: '1',
  });
  const res = (await (await fetch(`${base}/api/user/register`, { method: 'POST', body })).json()) as {
    data: { token: string; user: { id: number } };
  };
  return res.data;
}

// The spot feed cannot be reached (nothing listens there), so coins have no price yet and the
// valuations stay exact: the screen must say the total is partial rather than invent a price.
const FEED_DOWN = {
  MARKET_FEED: 'binance',
  BINANCE_REST_URL: 'http://127.0.0.1:9',
  BINANCE_WS_URL: 'ws://127.0.0.1:9',
  LOG_LEVEL: 'error',
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-assets-'));
  server = await startServer({ DATA_DIR: dataDir, CUSTOMER_SERVICE_URL: '' });
  const stamp = Date.now().toString(36).slice(-6);
  for (const lang of [...LANGS, 'th'])
    sessions.set(lang, await register(server.url, `assets${lang.replace('-', '').toLowerCase()}${stamp}`));
  await server.stop();

  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const whale = (sessions.get('th')!.user as { id: number }).id;
  await fund(database.db, whale, '98765432109.123456', COIN.USDT); // long numbers, Thai text
  await fund(database.db, whale, '12345678.87654321', COIN.BTC, 'contract');
  for (const lang of LANGS) {
    const id = (sessions.get(lang)!.user as { id: number }).id;
    await fund(database.db, id, '1500.1234567'); // more places than USDT shows: truncated on screen
    await fund(database.db, id, '0.3', COIN.USDC); // a small balance
    await fund(database.db, id, '0.5', COIN.BTC); // no price yet: the total is partial
    // Money in futures, to bring back to spot.
    await fund(database.db, id, '100', COIN.USDT, 'contract');
    // 20 USDT frozen, as a withdrawal request freezes it: a frozen change in the records.
    await post(database.db, {
      reason: 'withdrawal_freeze',
      reference: `e2e-freeze:${id}`,
      entries: [
        { userId: id, account: 'spot', coinId: COIN.USDT, field: 'available', amount: '-20' },
        { userId: id, account: 'spot', coinId: COIN.USDT, field: 'frozen', amount: '20' },
      ],
    });
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, CUSTOMER_SERVICE_URL: '', ...FEED_DOWN });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(LANGS)('assets in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Text;
  const go = (p: string) => page.goto(`${server.url}${p}`);
  const byTest = (id: string) => page.getByTestId(id);
  const account = (name: string) => text.assets!.account![name]!;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    text = (await locale(lang, 'assets')) as Text;
  });
  afterAll(() => context.close());

  it('asks a visitor to log in, and comes back to the assets tab', async () => {
    await go('/pages/index/index');
    await page.getByTestId('tab-bar').locator('button').last().click();
    await page.waitForURL('**/pages/account/index');
    await byTest('assets-visitor').waitFor();
    await byTest('assets-login').click();
    await page.waitForURL(/login\?backpage=%2Fpages%2Faccount%2Findex&backtype=2/);
  });

  it('shows the total in USDT, says it is partial, and hides every number on request', async () => {
    const { token, user } = sessions.get(lang)!;
    await page.evaluate(
      ({ t, u }) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      { t: token, u: JSON.stringify(user) },
    );
    await go('/pages/account/index');
    await expect.poll(() => byTest('total-equity').innerText()).toBe('1,600.42');
    expect(await byTest('today-pnl').innerText()).toBe('0.00');
    expect(await byTest('valuation-partial').innerText()).toBe(text.assets!.valuation_partial);
    expect(await byTest('account-valuation-spot').innerText()).toBe('1,500.42');
    expect(await byTest('account-valuation-contract').innerText()).toBe('100.00');
    await screenshot(page, `assets-tab-${lang}`);

    await byTest('toggle-amounts').click();
    for (const id of ['total-equity', 'today-pnl', 'account-valuation-spot'])
      expect(await byTest(id).innerText()).toBe('****');
    await page.reload();
    await expect.poll(() => byTest('total-equity').innerText()).toBe('****'); // remembered
    await byTest('toggle-amounts').click();
    // After the reload the balances may still be on their way.
    await expect.poll(() => byTest('total-equity').innerText()).toBe('1,600.42');
  });

  it('brings USDT back from futures to spot through the popup, after a confirmation', async () => {
    await byTest('assets-transfer').click();
    await byTest('transfer-popup').waitFor();
    // Every one of the user's own accounts takes money in, finance included.
    expect(await byTest('transfer-from').innerText()).toContain(account('spot'));
    await byTest('transfer-to').click();
    const choices = page.locator('.rv-action-sheet__item');
    await choices.first().waitFor();
    expect(await choices.allInnerTexts()).toEqual([
      account('options'),
      account('contract'),
      account('trust'),
    ]);
    await choices.nth(1).click();
    await choices.first().waitFor({ state: 'hidden' });
    // Swapped: from futures back to spot.
    await byTest('transfer-swap').click();
    expect(await byTest('transfer-from').innerText()).toContain(account('contract'));
    expect(await byTest('transfer-to').innerText()).toContain(account('spot'));
    expect(await byTest('transfer-available').innerText()).toContain('100.000000');

    // Typed with a comma, or with more places than USDT has: kept as typed, never rewritten,
    // the reason under the field and on the button.
    for (const [typed, key] of [
      ['12,5', 'amount_invalid'],
      ['1.1234567', 'amount_precision'],
    ] as const) {
      await page.fill('input[name="amount"]', typed);
      const said = text.errors![key]!.replace('{{decimals}}', '6');
      await expect.poll(() => page.locator('.rv-field__error-message').innerText()).toBe(said);
      expect(await page.inputValue('input[name="amount"]')).toBe(typed);
      expect(await byTest('transfer-submit').isDisabled()).toBe(true);
      expect(await byTest('transfer-submit-reason').innerText()).toBe(said);
    }
    // More than the balance: said under the amount, and the button stays off.
    await page.fill('input[name="amount"]', '100.000001');
    await expect
      .poll(() => page.locator('.rv-field__error-message').innerText())
      .toBe(text.errors!.insufficient_balance);
    expect(await byTest('transfer-submit').isDisabled()).toBe(true);
    // "Max" is the available balance, cut to the coin's six places.
    await byTest('transfer-max').click();
    expect(await page.inputValue('input[name="amount"]')).toBe('100');
    expect(await page.locator('.rv-field__error-message').count()).toBe(0);
    await page.fill('input[name="amount"]', '60');
    await screenshot(page, `transfer-popup-${lang}`);
    await byTest('transfer-submit').click();
    const dialog = page.locator('.rv-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      text
        .transfer!.confirm_message!.replace('{{amount}}', '60.000000')
        .replace('{{symbol}}', 'USDT')
        .replace('{{from}}', account('contract'))
        .replace('{{to}}', account('spot')),
    );
    await screenshot(page, `transfer-confirm-${lang}`);
    await page.locator('.rv-dialog__confirm').click();
    await expect.poll(() => page.locator('.rv-toast__info').last().innerText()).toBe(text.transfer!.done);
    await byTest('transfer-popup').waitFor({ state: 'detached' });
    await expect.poll(() => byTest('account-valuation-spot').innerText()).toBe('1,560.42');
    expect(await byTest('account-valuation-contract').innerText()).toBe('40.00');
    expect(await byTest('total-equity').innerText()).toBe('1,600.42');
  });

  it('lists each account’s coins with truncated amounts, and hides small balances', async () => {
    await byTest('account-card-spot').click();
    await page.waitForURL('**/pages/assets/tradeAccount?account=spot');
    const usdt = byTest('coin-USDT');
    await expect.poll(() => usdt.getByTestId('coin-total').innerText()).toBe('1,560.123456');
    expect(await usdt.getByTestId('coin-available').innerText()).toBe('1,540.123456');
    expect(await usdt.getByTestId('coin-frozen').innerText()).toBe('20.000000');
    expect(await byTest('coin-BTC').getByTestId('coin-valuation').innerText()).toBe(text.assets!.no_price);
    await byTest('coin-USDC').waitFor();

    await byTest('hide-small').click();
    await byTest('coin-USDC').waitFor({ state: 'detached' }); // 0.3 USDT of value
    expect(await byTest('coin-ETH').count()).toBe(0); // empty and unpriced
    expect(await byTest('coin-BTC').count()).toBe(1); // unpriced but held: never hidden
    await screenshot(page, `trade-account-${lang}`);

    await page.locator('[role=tablist] .rv-tab', { hasText: account('contract') }).click();
    await page.waitForURL('**/tradeAccount?account=contract');
    await expect.poll(() => byTest('coin-USDT').getByTestId('coin-total').innerText()).toBe('40.000000');
    await byTest('hide-small').click(); // leave the preference as it was for the next language
  });

  it('shows the transfer once in the transfer record', async () => {
    await go('/pages/assets/transferRecord');
    const rows = byTest('transfer-records-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain('USDT');
    expect(row).toContain('60');
    expect(row).toContain(account('spot'));
    expect(row).toContain(account('contract'));
    await screenshot(page, `transfer-record-${lang}`);
  });

  it('shows each balance change with its reason and sign, frozen changes marked', async () => {
    await go('/pages/index/index');
    await byTest('open-menu').click();
    await page.getByText(text.menu!.history!).click();
    await page.waitForURL('**/pages/assets/changeRecord');
    const rows = byTest('change-records-row');
    await rows.first().waitFor();
    const all = await rows.allInnerTexts();
    const transfer = text.ledger!.reason!.transfer!;
    expect(all.filter((r) => r.includes(transfer))).toHaveLength(2);
    // A reason another feature labels (locales/funds/assets/) reads on this screen too.
    expect(all.some((r) => r.includes(text.ledger!.reason!.withdrawal_freeze!))).toBe(true);
    expect(
      all.some((r) => r.includes(transfer) && r.includes('\u221260') && r.includes(account('contract'))),
    ).toBe(true);
    expect(all.some((r) => r.includes(transfer) && r.includes('+60') && r.includes(account('spot')))).toBe(
      true,
    );
    // One rule for every record: signed (+/− U+2212), grouped, at the coin's places like the
    // balance it changed (USDT and USDC 6, BTC 8), never the ledger's own scale.
    const amounts = await byTest('change-amount').allInnerTexts();
    expect(amounts).toContain('+1,500.123456');
    expect(amounts).toContain('\u221220.000000');
    expect(amounts).toContain('+0.300000');
    expect(amounts).toContain('+0.50000000');
    expect(amounts.filter((a) => /^[+\u2212][\d,]+\.(\d{6}|\d{8})$/.test(a))).toEqual(amounts);
    const frozen = rows.filter({ has: page.locator('.tw-frozen-tag') });
    expect(await frozen.count()).toBe(1);
    expect(await frozen.innerText()).toContain('+20');
    expect(await frozen.locator('.tw-up').count()).toBe(1);
    await screenshot(page, `change-record-${lang}`);

    // Only the futures account: the credit it held, and the transfer out (newest first).
    await page.locator('.rv-dropdown-menu__item').first().click();
    await page.locator('.rv-dropdown-item__option', { hasText: account('contract') }).click();
    await page.waitForURL('**/changeRecord?account=contract');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('\u221260');
    expect(await rows.last().innerText()).toContain('+100');
  });
});

/** Long numbers and Thai text: the layout must hold (looked at in the screenshots). */
describe('assets in Thai with large balances', () => {
  it('keeps long amounts and Thai labels inside their cards', async () => {
    const { context, page } = await openPhone('th');
    const thai = await locale('th');
    try {
      const { token, user } = sessions.get('th')!;
      await page.goto(`${server.url}/pages/index/index`);
      await page.evaluate(
        ({ t, u }) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', u);
        },
        { t: token, u: JSON.stringify(user) },
      );
      await page.goto(`${server.url}/pages/account/index`);
      await expect.poll(() => page.getByTestId('total-equity').innerText()).toBe('98,765,432,109.12');
      await screenshot(page, 'assets-tab-th');
      await page.getByTestId('assets-transfer').click();
      await page.getByTestId('transfer-max').click();
      await screenshot(page, 'transfer-popup-th');
      await page.goto(`${server.url}/pages/assets/tradeAccount?account=contract`);
      await page.getByTestId('coin-BTC').waitFor();
      expect(await page.getByTestId('coin-BTC').getByTestId('coin-total').innerText()).toBe(
        '12,345,678.87654321',
      );
      await page
        .getByTestId('coin-USDT')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.goto(`${server.url}/pages/assets/tradeAccount?account=spot`);
      await page.getByTestId('coin-USDT').waitFor();
      await screenshot(page, 'trade-account-th');

      // While the account changes load, the list says so in Thai: react-vant's own text, which
      // it would write in Chinese (issue 29) unless given the app's language.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/wallet/legal_log', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(`${server.url}/pages/assets/changeRecord`);
      const loading = page.locator('.rv-list__loading');
      await expect.poll(() => loading.innerText()).toContain(thai.common!.loading!);
      await screenshot(page, 'change-record-loading-th');
      answer();
      await page.getByTestId('change-records-row').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
