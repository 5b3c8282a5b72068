import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { setReceivingAccount } from '../../src/server/modules/deposits/bankAccounts';
import { COIN } from '../helpers/funds';
import { createTestDatabase } from '../helpers/testDb';
import { locale, openPhone, registerInPage, screenshot } from './browser';

/*
 * The bank transfer and quick deposit forms against the real server on a fresh embedded
 * database: a receiving account for USDT (none for USDC), a support e-mail, no chain addresses.
 * DEPOSIT_E2E_WEB_ROOT points the server at another build (to see these guards fail on old code).
 */
const ACCOUNT = {
  holder: 'Tradewind Payments Ltd',
  bank: 'Bangkok Bank',
  account: 'GB33BUKB20201555555555',
  swift: 'BKKBTHBK',
  branch: 'Silom',
};
let database: Database;
let app: FastifyInstance;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-depositforms-'));
  database = await createTestDatabase('pglite');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SUPPORT_EMAIL: 'help@tradewind.example',
    // A configured install: USDC has no receiving account, and no demo one stands in.
    LOCAL_DEMO: 'false',
  });
  app = await buildApp({
    config,
    db: database.db,
    webRoot: process.env.DEPOSIT_E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../../dist'),
    logger: false,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await setReceivingAccount(database.db, COIN.USDT, { ...ACCOUNT, reference_prefix: 'TWD' }, 'e2e');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.each(['en', 'zh-CN'])('bank transfer and quick deposit in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;
  const at = (p: string) => `${base}${p}`;
  const t = (section: string, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], text[section]) as string;
  const amountInput = (form: string) => page.locator(`[data-testid="${form}"] input[name="amount"]`);
  const errorUnder = (form: string) =>
    page.locator(`[data-testid="${form}"] .rv-field:has(input[name="amount"]) .rv-field__error-message`);

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    text = await locale(lang, 'funds');
    await page.goto(at('/pages/index/index'));
    await registerInPage(page, `dep${lang.replace('-', '')}${Date.now().toString(36)}`);
  });
  afterAll(() => context.close());

  it('keeps 100.5 as typed in the bank amount, says it must be whole under the field, and will not submit', async () => {
    await page.goto(at('/pages/deposit/index?tab=bank&coin=USDT'));
    await page.getByTestId('bank-deposit').waitFor();
    await amountInput('bank-deposit').pressSequentially('100.5');
    expect(await amountInput('bank-deposit').inputValue()).toBe('100.5');
    await expect
      .poll(() => errorUnder('bank-deposit').innerText())
      .toBe(t('errors', 'deposit_amount_integer'));
    expect(await page.getByTestId('submit-bank').isDisabled()).toBe(true);
  });

  it('keeps an IBAN’s letters in the card number, and says under it when the number cannot be one', async () => {
    const card = page.locator('[data-testid="bank-deposit"] input[name="card_number"]');
    const under = page.locator(
      '[data-testid="bank-deposit"] .rv-field:has(input[name="card_number"]) .rv-field__error-message',
    );
    await card.pressSequentially('DE02120300000000202051');
    expect(await card.inputValue()).toBe('DE02120300000000202051');
    expect(await under.count()).toBe(0);
    await card.fill('DE02!2030');
    expect(await card.inputValue()).toBe('DE02!2030');
    await expect.poll(() => under.innerText()).toBe(t('errors', 'deposit_card_number_invalid'));
    expect(await page.getByTestId('submit-bank').isDisabled()).toBe(true);
    // Grouped as a bank prints it: fine as typed.
    await card.fill('DE02 1203 0000 0000 2020 51');
    await expect.poll(() => under.count()).toBe(0);
  });

  it('shows the beneficiary and this deposit’s reference, each with a copy button that copies', async () => {
    expect(await page.getByTestId('beneficiary-holder-value').innerText()).toBe(ACCOUNT.holder);
    expect(await page.getByTestId('beneficiary-swift-value').innerText()).toBe(ACCOUNT.swift);
    await page.getByTestId('beneficiary-account-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT.account);
    const reference = await page.getByTestId('deposit-reference-value').innerText();
    expect(reference).toMatch(/^TWD-[A-Z2-9]{8}$/);
    await page.getByTestId('deposit-reference-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  });

  it('gives quick deposit the payment details and a proof upload, and refuses 100,5 under the field', async () => {
    await page.goto(at('/pages/deposit/index?tab=quick&coin=USDT'));
    await page.getByTestId('quick-deposit').waitFor();
    await page.getByTestId('bank-beneficiary').waitFor();
    expect(await page.getByTestId('quick-proof-input').count()).toBe(1);
    await amountInput('quick-deposit').pressSequentially('100,5');
    expect(await amountInput('quick-deposit').inputValue()).toBe('100,5');
    await expect
      .poll(() => errorUnder('quick-deposit').innerText())
      .toBe(t('errors', 'deposit_amount_integer'));
    expect(await page.getByTestId('submit-quick').isDisabled()).toBe(true);
  });

  it('says bank transfer is unavailable for a coin with no account, and offers the support e-mail', async () => {
    await page.goto(at('/pages/deposit/index?tab=bank&coin=USDC'));
    await page.getByTestId('bank-unavailable').waitFor();
    expect(await page.getByTestId('bank-deposit').count()).toBe(0);
    expect(await page.getByTestId('support-email').getAttribute('href')).toBe(
      'mailto:help@tradewind.example',
    );
  });

  it.each(['en', 'zh-CN', 'th'])('screenshots the deposit screens at 360 px in %s', async (shotLang) => {
    if (shotLang !== lang && !(lang === 'en' && shotLang === 'th')) return;
    const shots = shotLang === lang ? page : (await openPhone(shotLang)).page;
    if (shots !== page) {
      await shots.goto(at('/pages/index/index'));
      await registerInPage(shots, `depth${Date.now().toString(36)}`);
    }
    await shots.setViewportSize({ width: 360, height: 1400 });
    for (const [name, query] of [
      ['bank', '?tab=bank&coin=USDT'],
      ['quick', '?tab=quick&coin=USDT'],
      ['bank-unavailable', '?tab=bank&coin=USDC'],
      ['btc', '?coin=BTC'],
    ] as const) {
      await shots.goto(at(`/pages/deposit/index${query}`));
      await shots.getByTestId('deposit-page').waitFor();
      await shots.waitForTimeout(800);
      await screenshot(shots, `deposit360-${name}-${shotLang}`);
    }
    if (shots !== page) await shots.context().close();
  });
});
