import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import type { ProofFile } from '../../src/core/reserves/proofFile';
import type { LatestReserves } from '../../src/core/schemas/reserves';
import { SERVER_MODULES } from '../../src/server/modules';
import { reserveMessage } from '../../src/server/modules/reserves/reserveAddresses';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { COIN, fund } from '../helpers/funds';
import { locale, openPhone, registerInPage, screenshot, textOf } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * Proof of reserves in the browser, against the real server in this process and a real EVM chain
 * (Hardhat) holding the platform's reserves at an address proven by its signed message. Users
 * with balances are snapshotted; one verifies their balance in the page (five ✓) and downloads
 * the proof; the same file with its leaf's USDT raised by one unit, checked through "Check a
 * proof file", fails at the path (and so the root). A visitor sees the ratios and the addresses
 * and is asked to log in to verify. Screens at 360 px in English, Chinese and Thai.
 */

const USER_USDT = '1234.5';
const USER_ETH = '0.5';
const PLATFORM_USDT = '5000';

let chain: EvmChain;
let server: OwnServer;
let platform: Awaited<ReturnType<EvmChain['wallet']>>;
let snapshotId: number;

const ops = (...argv: string[]) =>
  runOps(
    { db: server.database.db, clock: () => new Date(), config: server.config },
    opsCommandsOf(SERVER_MODULES),
    argv,
    'e2e-ops',
  );

beforeAll(async () => {
  chain = await startEvmChain();
  platform = await chain.wallet(PLATFORM_USDT);
  server = await startOwnServer('reserves', {
    env: {
      EVM_RPC_URL: chain.url,
      EVM_CHAIN_ID: '31337',
      EVM_DEPOSIT_ADDRESS: platform.address,
      EVM_USDT_CONTRACT: chain.usdt,
      // The second test token stands for USDC, so every token the address can hold is readable.
      EVM_USDC_CONTRACT: chain.fake,
      // The test takes the snapshot once its users hold money.
      POR_DAILY_SNAPSHOT: 'false',
    },
  });
  // The operator gives the deposit address the signature of its key: the platform holds it.
  const signature = await platform.sign(reserveMessage(platform.address));
  await ops('por:address', 'evm', platform.address, '--signature', signature, '--reason', 'hot wallet');
});
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

const phones: BrowserContext[] = [];
afterAll(async () => {
  for (const context of phones) await context.close();
});

async function phone(lang: string): Promise<Page> {
  const opened = await openPhone(lang, { width: 360, height: 780 });
  phones.push(opened.context);
  return opened.page;
}

/** The API's answer, as a script outside the app would read it. */
async function latest(): Promise<LatestReserves> {
  const answer = (await (await fetch(`${server.base}/api/por/latest`)).json()) as { data: LatestReserves };
  return answer.data;
}

/** A figure as the screens write it, back to a decimal: "1,234.500000 USDT" → "1234.5". */
const figure = (text: string) => new Big(text.replace(/[^\d.]/g, '')).toFixed();

/** Each step's test id and whether it shows ✓. */
const shownSteps = (page: Page) =>
  page
    .getByTestId('reserves-steps')
    .locator('li')
    .evaluateAll((items) => items.map((li) => [li.getAttribute('data-testid'), li.getAttribute('data-ok')]));

const ALL_OK = [
  ['reserves-step-leaf', 'true'],
  ['reserves-step-path', 'true'],
  ['reserves-step-root', 'true'],
  ['reserves-step-signature', 'true'],
  ['reserves-step-chain', 'true'],
];

/** A user in `lang` with USDT and ETH in spot, signed in on their phone. */
async function userWithBalances(lang: string): Promise<{ page: Page; userId: number }> {
  const page = await phone(lang);
  await page.goto(`${server.base}/pages/index/index`);
  const { userId } = await registerInPage(page, `por${lang.replace('-', '')}${Date.now().toString(36)}`);
  await fund(server.database.db, userId, USER_USDT, COIN.USDT);
  await fund(server.database.db, userId, USER_ETH, COIN.ETH);
  return { page, userId };
}

/** Takes a snapshot as the operator does, and returns its id. */
async function takeSnapshot(): Promise<number> {
  const taken = await ops('por:snapshot');
  const id = Number(/snapshot (\d+) published/.exec(taken)?.[1]);
  expect(id, taken).toBeGreaterThan(0);
  return id;
}

/** Verifies the signed-in user's balance on the open page and waits for the five steps. */
async function verifyMine(page: Page) {
  await page.goto(`${server.base}/pages/assets/reserves`);
  await page.getByTestId('reserves-verify-mine').click();
  await page.locator('[data-testid="reserves-result"][data-source="mine"]').waitFor();
}

describe('proof of reserves', () => {
  const users = new Map<string, { page: Page; userId: number }>();

  it('shows each coin’s ratio from the chain, and five ✓ for a user who verifies', async () => {
    const en = await locale('en', 'reserves');
    for (const lang of ['en', 'zh-CN', 'th']) users.set(lang, await userWithBalances(lang));
    snapshotId = await takeSnapshot();

    const { page } = users.get('en')!;
    await page.goto(`${server.base}/pages/assets/reserves`);
    const usdt = page.getByTestId('reserves-coin-USDT');
    await usdt.waitFor();
    // USDT: what the chain holds at the proven address against what users are owed.
    const api = (await latest()).snapshot!;
    const usdtFigures = api.coins.find((c) => c.symbol === 'USDT')!;
    expect(usdtFigures.reserves_read).toBe(true);
    expect(figure(await page.getByTestId('reserves-coin-USDT-reserves').innerText())).toBe(PLATFORM_USDT);
    expect(figure(await page.getByTestId('reserves-coin-USDT-liabilities').innerText())).toBe(
      figure(usdtFigures.liabilities),
    );
    expect(await page.getByTestId('reserves-coin-USDT-ratio').getAttribute('data-status')).toBe('covered');
    expect(await page.getByTestId('reserves-coin-USDT-ratio').innerText()).toMatch(/^\d[\d,.]*%$/);
    expect(await page.getByTestId('reserves-coin-ETH-ratio').getAttribute('data-status')).toBe('covered');
    // A coin owed but held at no address the chain could be read for says so; never "0%".
    for (const coin of api.coins.filter((c) => c.ratio !== null && !c.reserves_read))
      expect(await page.getByTestId(`reserves-coin-${coin.symbol}-ratio`).innerText()).toBe(
        textOf(en, 'reserves.ratio.unread'),
      );
    expect(await page.getByTestId('reserves-leaf-count').innerText()).toBe(String(api.leaf_count));
    // One snapshot is no line yet.
    expect(await page.getByTestId('reserves-coin-USDT-history').innerText()).toBe(
      textOf(en, 'reserves.history.one'),
    );
    // Coins nobody is owed are named on one line, without a ratio.
    expect(await page.getByTestId('reserves-not-owed').innerText()).toContain('BTC');

    // The proven address, with what the chain said.
    const address = page.getByTestId('reserves-address').filter({ hasText: platform.address });
    expect(await address.getByTestId('reserves-address-proof').getAttribute('data-proven')).toBe('true');
    expect(await address.innerText()).toContain('5,000.000000 USDT');

    await page.getByTestId('reserves-verify-mine').click();
    const result = page.locator('[data-testid="reserves-result"][data-source="mine"]');
    await result.waitFor();
    expect(await shownSteps(page)).toEqual(ALL_OK);
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('reserves-step-leaf').innerText()).toContain(
      textOf(en, 'reserves.step.leaf_ok'),
    );
    // What the leaf counts is the user's money, in the coin.
    expect(await page.getByTestId('reserves-leaf-USDT').innerText()).toBe('1,234.500000 USDT');
    expect(figure(await page.getByTestId('reserves-leaf-ETH').innerText())).toBe(USER_ETH);
  });

  it('fails the path and the root of the user’s own proof once its leaf is raised', async () => {
    const en = await locale('en', 'reserves');
    const { page } = users.get('en')!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('reserves-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tradewind-proof-${snapshotId}.json`);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as ProofFile;
    expect(file.publication.snapshot_id).toBe(snapshotId);

    // The untouched file, chosen from the device, holds too.
    const saved = path.join(server.dataDir, 'my-proof.json');
    await writeFile(saved, JSON.stringify(file));
    await page.getByTestId('reserves-choose-file').setInputFiles(saved);
    await page.locator('[data-testid="reserves-result"][data-source="chosen"][data-ok="true"]').waitFor();
    expect(await shownSteps(page)).toEqual(ALL_OK);

    // One more unit of USDT in the leaf: the leaf still rebuilds (from the file's own sums), but
    // its hash is no longer the one the path was built on, so no root is reached.
    const usdt = file.publication.coins.findIndex((c) => c.symbol === 'USDT');
    const raised = structuredClone(file);
    raised.leaf.sums[usdt] = String(BigInt(file.leaf.sums[usdt]!) + 1n);
    const tampered = path.join(server.dataDir, 'raised-proof.json');
    await writeFile(tampered, JSON.stringify(raised));
    await page.getByTestId('reserves-choose-file').setInputFiles(tampered);
    const result = page.locator('[data-testid="reserves-result"][data-source="chosen"][data-ok="false"]');
    await result.waitFor();
    expect(await shownSteps(page)).toEqual([
      ['reserves-step-leaf', 'true'],
      ['reserves-step-path', 'false'],
      ['reserves-step-root', 'false'],
      ['reserves-step-signature', 'true'],
      ['reserves-step-chain', 'true'],
    ]);
    expect(await page.getByTestId('reserves-step-path').innerText()).toContain(
      textOf(en, 'reserves.step.path_failed'),
    );
    // Core's technical detail, under the plain sentence.
    expect(await page.getByTestId('reserves-step-path-detail').innerText()).toMatch(/level 0/);
    expect(await page.getByTestId('reserves-verdict').innerText()).toBe(textOf(en, 'reserves.verify.broken'));
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'reserves-tampered-en');

    // A file that is no proof at all.
    const other = path.join(server.dataDir, 'notes.json');
    await writeFile(other, '{"hello":"world"}');
    await page.getByTestId('reserves-choose-file').setInputFiles(other);
    expect(await page.getByTestId('reserves-unreadable').innerText()).toBe(
      textOf(en, 'reserves.verify.unreadable'),
    );
  });

  it('serves the standalone verifier the page links to', async () => {
    const { page } = users.get('en')!;
    const href = await page.getByTestId('reserves-script').getAttribute('href');
    const res = await fetch(`${server.base}${href}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('tradewind-publication/1');
  });

  it('links the assets screen to the proof, covered', async () => {
    const { page } = users.get('en')!;
    await page.goto(`${server.base}/pages/account/index`);
    const link = page.getByTestId('assets-reserves-link');
    await link.waitFor();
    await expect.poll(() => page.getByTestId('assets-reserves-ratio').innerText()).toBe('≥ 100%');
    await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'reserves-assets-link-en');
    await link.click();
    await page.getByTestId('reserves-page').waitFor();
  });

  it('shows a visitor the ratios and addresses, and asks them to log in to verify', async () => {
    const en = await locale('en', 'reserves');
    const page = await phone('en');
    await page.goto(`${server.base}/pages/assets/reserves`);
    await page.getByTestId('reserves-coin-USDT').waitFor();
    expect(await page.getByTestId('reserves-coin-USDT-ratio').getAttribute('data-status')).toBe('covered');
    expect(await page.getByTestId('reserves-address-value').allInnerTexts()).toContain(platform.address);
    expect(await page.getByTestId('reserves-verify-mine').count()).toBe(0);
    expect(await page.getByTestId('reserves-login-prompt').innerText()).toContain(
      textOf(en, 'reserves.verify.login_prompt'),
    );
    await page.getByTestId('reserves-login').click();
    await page.waitForURL((u) => u.pathname === '/pages/user/login/login');
    expect(new URL(page.url()).searchParams.get('backpage')).toBe('/pages/assets/reserves');

    // Signed up after the snapshot: not in it, told so instead of a refusal.
    await page.goto(`${server.base}/pages/index/index`);
    await registerInPage(page, `porlate${Date.now().toString(36)}`);
    await page.goto(`${server.base}/pages/assets/reserves`);
    expect(await page.getByTestId('reserves-not-included').innerText()).toBe(
      textOf(en, 'reserves.verify.not_included'),
    );
  });

  it('draws the ratio over two snapshots, and verifies the second one along its history', async () => {
    const { page, userId } = users.get('en')!;
    // More USDT owed: its ratio falls from the first snapshot to the second.
    await fund(server.database.db, userId, '1000', COIN.USDT);
    const second = await takeSnapshot();
    expect(second).toBe(snapshotId + 1);
    await verifyMine(page);
    expect(await page.getByTestId('reserves-coin-USDT-history').getAttribute('data-points')).toBe('2');
    expect(await shownSteps(page)).toEqual(ALL_OK);
    const file = await page.evaluate(async (id) => {
      const res = await fetch('/api/por/my_proof', {
        method: 'POST',
        headers: { authorization: localStorage.getItem('token')!, 'content-type': 'application/json' },
        body: JSON.stringify({ snapshot_id: id }),
      });
      return ((await res.json()) as { data: ProofFile }).data;
    }, second);
    expect(file.history.map((p) => p.snapshot_id)).toEqual([snapshotId, second]);
    expect(await page.getByTestId('reserves-leaf-USDT').innerText()).toBe('2,234.500000 USDT');
  });

  it.each(['en', 'zh-CN', 'th'])('reads the page with a verified result in %s at 360 px', async (lang) => {
    const texts = await locale(lang, 'reserves');
    const { page } = users.get(lang)!;
    await verifyMine(page);
    expect(await shownSteps(page)).toEqual(ALL_OK);
    expect(await page.getByTestId('reserves-verdict').innerText()).toBe(
      textOf(texts, 'reserves.verify.holds'),
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `reserves-top-${lang}`);
    await page.getByTestId('reserves-verify').scrollIntoViewIfNeeded();
    await page.getByTestId('reserves-verify').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, `reserves-verified-${lang}`);
    await page
      .getByTestId('reserves-address')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, `reserves-addresses-${lang}`);
  });
});
