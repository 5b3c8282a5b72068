import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { identityVerifications } from '../../src/server/db/schema';
import { balancesOf } from '../../src/server/ledger/ledger';
import { rejectWithdrawal } from '../../src/server/modules/withdrawals/operator';
import { COIN, fund } from '../helpers/funds';
import { ADDRESSES } from '../helpers/withdrawals';
import { errorUnder, locale, openPhone, registerInPage, screenshot, submitRefused } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * Money has to exist before it can be withdrawn, and the only ways in (a verified deposit, an
 * operator's credit) belong to other modules. So this test runs the real server in its own
 * process — buildApp on a fresh embedded database, serving the built web app on a free port —
 * and gives the user money the way an operator does, through the ledger's post() on that same
 * database (tests/helpers/funds.ts). Basic verification is recorded as an operator's approval
 * would record it. Everything the user does goes through the browser and the real API.
 */
let server: OwnServer;
let database: Database;
let base: string;

beforeAll(async () => {
  server = await startOwnServer('withdraw');
  ({ database, base } = server);
});
afterAll(() => server.close());

describe.each(['en', 'zh-CN'])('withdrawing in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;
  let userId: number;
  const at = (p: string) => `${base}${p}`;
  const t = (section: string, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], text[section]);
    return value as string;
  };

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    text = await locale(lang, 'funds');
    await page.goto(at('/pages/index/index'));
    ({ userId } = await registerInPage(page, `wd${lang.replace('-', '')}${Date.now().toString(36)}`));
  });
  afterAll(() => context.close());

  it('shows the missing address as the first gate, with a link that fixes it', async () => {
    await page.goto(at('/pages/withdraw/index'));
    const gate = page.getByTestId('withdraw-gate');
    await expect.poll(() => gate.innerText()).toContain(t('withdraw', 'gate_address'));
    expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('withdraw-arrival').innerText()).toBe(t('withdraw', 'arrival'));
    await page.getByTestId('withdraw-gate-fix').click();
    await page.getByTestId('address-create-page').waitFor();
    // The form arrives on the coin and network the withdraw screen was on.
    expect(await page.getByTestId('network-TRC20').getAttribute('aria-checked')).toBe('true');
  });

  it('adds a TRC20 address with the fund password', async () => {
    await page.fill('textarea[name="address"]', ADDRESSES.TRC20);
    await page.fill('input[name="remark"]', 'Ledger');
    // A fund password box keeps what was typed, a letter or a seventh digit too, and says why.
    for (const typed of ['1234', '12345a', '1234567']) {
      await page.fill('input[name="pay_password"]', typed);
      await expect
        .poll(() => errorUnder(page, 'pay_password').innerText())
        .toBe(t('errors', 'pay_password_format'));
      expect(await page.inputValue('input[name="pay_password"]')).toBe(typed);
      expect(await submitRefused(page, 'address-submit')).toBe(t('errors', 'pay_password_format'));
    }
    await page.fill('input[name="pay_password"]', '123456');
    // A username account has no e-mail or phone: the screen says no code is needed.
    await page.getByText(t('address', 'no_contact')).waitFor();
    await screenshot(page, `withdraw-address-create-${lang}`);
    await page.getByTestId('address-submit').click();
    await page.getByTestId('withdraw-page').waitFor();
    await page.getByTestId('withdraw-address-option').waitFor();
    // The next gate: verification.
    await expect
      .poll(() => page.getByTestId('withdraw-gate').innerText())
      .toContain(t('withdraw', 'gate_verified'));
  });

  it('withdraws once verified and funded; the record is under review and the money frozen', async () => {
    await database.db.insert(identityVerifications).values({ userId, level: 'basic', status: 'approved' });
    await fund(database.db, userId, '100', COIN.USDT);
    await page.reload();
    await page.getByTestId('withdraw-figures').waitFor();
    expect(await page.getByTestId('withdraw-gate').count()).toBe(0);
    expect(await page.getByTestId('withdraw-daily-left').innerText()).toContain('3');

    // Too little: the reason shows under the amount, and the button stays off saying why.
    await page.fill('input[name="amount"]', '5');
    const belowMin = t('errors', 'withdraw_below_min').replace('{{min}}', '10').replace('{{coin}}', 'USDT');
    await expect.poll(() => page.locator('.rv-field__error-message').first().innerText()).toBe(belowMin);
    expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('withdraw-submit-reason').innerText()).toBe(belowMin);
    await screenshot(page, `withdraw-below-min-${lang}`);
    // Not a number: kept as typed, never cleaned up behind the user's back; said under it.
    await page.fill('input[name="amount"]', '12,5x');
    const invalid = t('errors', 'withdraw_amount_invalid');
    await expect.poll(() => page.locator('.rv-field__error-message').first().innerText()).toBe(invalid);
    expect(await page.inputValue('input[name="amount"]')).toBe('12,5x');
    expect(await page.getByTestId('withdraw-submit-reason').innerText()).toBe(invalid);
    expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);

    await page.getByTestId('withdraw-max').click();
    expect(await page.inputValue('input[name="amount"]')).toBe('99');
    // Untouched, the fund password is not marked red; the button names it as what is missing.
    expect(await page.locator('.rv-field__error-message').count()).toBe(0);
    expect(await page.getByTestId('withdraw-submit-reason').innerText()).toBe(
      t('errors', 'pay_password_required'),
    );
    await page.fill('input[name="amount"]', '12.5');
    // Every figure at USDT's places, with its unit.
    await expect.poll(() => page.getByTestId('withdraw-received').innerText()).toBe('12.500000 USDT');
    expect(await page.getByTestId('withdraw-figures').innerText()).toContain('1.000000 USDT'); // the fee
    await page.fill('input[name="pay_password"]', '123456');
    await screenshot(page, `withdraw-${lang}`);
    await page.getByTestId('withdraw-submit').click();
    await page.locator('.rv-dialog__confirm').click();

    await page.getByTestId('withdraw-detail-page').waitFor();
    await expect
      .poll(() => page.getByTestId('withdrawal-status').innerText())
      .toBe(t('withdraw', 'record.status_pending'));
    expect(await page.getByTestId('withdraw-detail-destination').innerText()).toBe(ADDRESSES.TRC20);
    // Amount, fee and arrival each say what they are counted in.
    const figures: [string, string][] = [
      ['withdraw-detail-amount', '12.500000 USDT'],
      ['withdraw-detail-fee', '1.000000 USDT'],
      ['withdraw-detail-actual', '12.500000 USDT'],
    ];
    for (const [row, figure] of figures) expect(await page.getByTestId(row).innerText()).toContain(figure);
    await page.locator('.rv-toast--success').waitFor({ state: 'hidden' });
    await screenshot(page, `withdraw-detail-${lang}`);
    const spot = (await balancesOf(database.db, userId)).find((b) => b.account === 'spot');
    expect(spot).toMatchObject({ available: '86.500000000000000000', frozen: '13.500000000000000000' });

    await page.goto(at('/pages/assets/withdraw/index'));
    await page.getByTestId('withdraw-record').first().waitFor();
    expect(await page.getByTestId('withdraw-record').count()).toBe(1);
    await screenshot(page, `withdraw-records-${lang}`);

    // The spec's records screen: deposits (none yet) and withdrawals, one tab each.
    await page.goto(at('/pages/assets/record'));
    await page.getByTestId('records-page').waitFor();
    await page.getByTestId('deposit-records').waitFor();
    expect(await page.getByTestId('deposit-record').count()).toBe(0);
    await page.getByText(t('records', 'tab_withdraw'), { exact: true }).click();
    await page.getByTestId('withdraw-record').first().waitFor();
    expect(await page.getByTestId('withdraw-record').count()).toBe(1);
    expect(page.url()).toContain('tab=withdraw');
    await screenshot(page, `records-${lang}`);
  });

  it('shows a rejected withdrawal as returned to the balance, with no arrival', async () => {
    await page.goto(at('/pages/assets/withdraw/index'));
    await page.getByTestId('withdraw-record').first().click();
    await page.getByTestId('withdraw-detail-actual').waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await rejectWithdrawal(database.db, id, { operator: 'e2e', reason: 'Name does not match' });
    await page.reload();
    await expect
      .poll(() => page.getByTestId('withdraw-detail-returned').innerText())
      .toContain('13.500000 USDT');
    expect(await page.getByTestId('withdraw-detail-actual').count()).toBe(0);
    await screenshot(page, `withdraw-detail-rejected-${lang}`);
  });

  it('says a withdrawal without an id was not found, with a way to the records', async () => {
    await page.goto(at('/pages/assets/withdraw/detail'));
    const missing = page.getByTestId('withdraw-detail-missing');
    await expect.poll(() => missing.innerText()).toContain(t('withdraw', 'record.not_found'));
    await missing.getByRole('link').click();
    await page.getByTestId('withdraw-record').first().waitFor();
  });

  it('lists the bank card among the destinations, offering to add one', async () => {
    await page.goto(at('/pages/user/address/index'));
    const bank = page.getByTestId('address-bank');
    await expect.poll(() => bank.innerText()).toContain(t('address', 'bank_none'));
    await page.getByTestId('address-item').first().waitFor();
    expect(await page.getByTestId('address-item').count()).toBe(1);
    await screenshot(page, `address-book-${lang}`);
    await bank.click();
    await page.getByTestId('bank-card-page').waitFor();
  });
});
