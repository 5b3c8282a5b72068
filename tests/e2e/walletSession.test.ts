import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { startTronGrid, type TronGrid } from '../fixtures/tronGrid';
import { evmWallet, tronWallet } from '../helpers/wallets';
import { startServer } from '../tools/server';
import { locale, openPhone, screenshot, textOf } from './browser';
import { injectWallets, UA, type InjectedWallets, type WalletScenario } from './injectedWallets';

/**
 * A session signed in by a wallet follows that wallet (issue 15): the wallets in the page switch
 * account, lock and announce themselves as the real ones do, and every key really signs.
 */

/** Calls that would sign or send something: none may reach a wallet that shows another account. */
const SIGNING = /^(personal_sign|eth_sendTransaction|eth_sign.*|signMessageV2|sign|signTransaction)$/;

type Family = 'evm' | 'tron';
type Case = { name: string; scenario: WalletScenario; button: 'wallet-erc' | 'wallet-trc'; family: Family };

const CASES: Case[] = [
  {
    name: 'MetaMask',
    // EVM wallets start on the deposit's chain (the local one); the network test moves them off it.
    scenario: { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true }, evmStartChain: 31337 } },
    button: 'wallet-erc',
    family: 'evm',
  },
  {
    name: 'TokenPocket (EVM)',
    scenario: {
      userAgent: UA.tokenpocket,
      inject: {
        tokenpocket: true,
        ethereum: { isTokenPocket: true, isMetaMask: true },
        evmStartChain: 31337,
      },
    },
    button: 'wallet-erc',
    family: 'evm',
  },
  {
    name: 'TokenPocket (TRON)',
    scenario: { userAgent: UA.tokenpocket, inject: { tokenpocket: true, tokenpocketTron: true } },
    button: 'wallet-trc',
    family: 'tron',
  },
  {
    name: 'TronLink',
    scenario: { userAgent: UA.tronlinkApp, inject: { tronLink: {}, iTron: true } },
    button: 'wallet-trc',
    family: 'tron',
  },
];

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const fourWallets = (): InjectedWallets => ({
  evm: evmWallet(),
  tron: tronWallet(),
  otherEvm: [evmWallet()],
  otherTron: [tronWallet()],
});

describe('a wallet session that follows the wallet', () => {
  let chain: EvmChain;
  let grid: TronGrid;
  let server: { url: string; stop(): Promise<void> };
  let dataDir: string;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    [chain, grid] = await Promise.all([startEvmChain(), startTronGrid()]);
    dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-wallet-session-'));
    server = await startServer({
      DATA_DIR: dataDir,
      EVM_RPC_URL: chain.url,
      EVM_CHAIN_ID: '31337',
      EVM_DEPOSIT_ADDRESS: privateKeyToAccount(generatePrivateKey()).address,
      EVM_USDT_CONTRACT: chain.usdt,
      TRON_API_URL: grid.url,
      TRON_NETWORK: 'mainnet',
      TRON_DEPOSIT_ADDRESS: tronWallet().address,
      TRON_USDT_CONTRACT: tronWallet().address,
    });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([chain?.stop(), grid?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(scenario: WalletScenario, wallets: InjectedWallets, lang = 'en'): Promise<Page> {
    const opened = await openPhone(lang, { userAgent: scenario.userAgent });
    context = opened.context;
    await injectWallets(opened.context, opened.page, scenario, wallets);
    await opened.page.goto(`${server.url}/pages/user/login/login`);
    return opened.page;
  }

  async function signIn(page: Page, button: string) {
    await page.getByTestId(button).click();
    await page.waitForURL('**/pages/index/index');
  }

  const calls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __twRequests: string[] }).__twRequests);
  const forgetCalls = (page: Page) =>
    page.evaluate(() => void (window as unknown as { __twRequests: string[] }).__twRequests.splice(0));
  const wallet = (page: Page, action: string, arg?: number) =>
    page.evaluate(
      ([a, n]) =>
        (window as unknown as { __twWallet: Record<string, (n?: number) => void> }).__twWallet[a]!(n),
      [action, arg] as const,
    );
  const boundAddresses = (page: Page) =>
    page.evaluate(async () => {
      const res = await fetch('/api/user/wallets', {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      });
      return ((await res.json()) as { data: { address: string }[] }).data.map((w) => w.address);
    });
  const followState = (page: Page) =>
    page.locator('[data-follow]').first().getAttribute('data-follow', { timeout: 5_000 });

  it.each(CASES)(
    'in $name: signed in as A, the wallet switches to B: the notice shows at once, nothing is signed, and B can sign in',
    async (c) => {
      const en = await locale('en', 'wallet', 'funds');
      const wallets = fourWallets();
      const [a, b] =
        c.family === 'evm'
          ? [wallets.evm.address, wallets.otherEvm![0]!.address]
          : [wallets.tron.address, wallets.otherTron![0]!.address];
      const page = await open(c.scenario, wallets);
      await signIn(page, c.button);

      // The deposit screen opens on the network of the wallet, and names the sender in full.
      await page.goto(`${server.url}/pages/deposit/index`);
      const from = page.getByTestId('send-from');
      await from.waitFor();
      expect(await from.locator('.tw-send-from-address').innerText()).toBe(a);
      await expect.poll(() => followState(page)).toBe('match');

      await forgetCalls(page);
      await wallet(page, c.family === 'evm' ? 'switchEvm' : 'switchTron', 1);
      // Within a second of the switch.
      const notice = page.getByTestId('wallet-notice');
      await notice.waitFor({ timeout: 1_000 });
      const text = await notice.innerText();
      expect(text).toContain(textOf(en, 'wallet.follow.switched_title'));
      expect(text).toContain(short(a));
      expect(text).toContain(short(b));

      // Wallet actions wait, with the reason; a tap asks the wallet for nothing.
      const send = page.getByTestId('send-from-wallet-button');
      expect(await send.isDisabled()).toBe(true);
      expect(await page.getByTestId('wallet-blocked').innerText()).toBe(
        textOf(en, 'wallet.follow.blocked_switched'),
      );
      await page.locator('input[name="amount"]').fill('25');
      await send.click({ force: true });
      await page.waitForTimeout(500);
      expect((await calls(page)).filter((m) => SIGNING.test(m))).toEqual([]);
      // Account data stays readable meanwhile.
      expect(await boundAddresses(page)).toEqual([a]);

      await page.getByTestId('wallet-notice-sign-in').click();
      await expect.poll(() => followState(page)).toBe('match');
      expect(await page.getByTestId('wallet-notice').count()).toBe(0);
      expect(await boundAddresses(page)).toEqual([b]);
      expect(page.url()).toContain('/pages/deposit/index');
    },
  );

  it.each([CASES[0]!, CASES[3]!])(
    'in $name, after a reload, the wallet sign-in is reconnected with no prompt, and still followed',
    async (c) => {
      const page = await open(c.scenario, fourWallets());
      await signIn(page, c.button);
      await page.goto(`${server.url}/pages/deposit/index`);
      await page.reload();
      await page.getByTestId('send-from').waitFor();
      await expect.poll(() => followState(page)).toBe('match');
      const afterReload = await calls(page);
      // Only quiet reads: no account request (a prompt), no signature.
      const prompts = /^(eth_requestAccounts|tron_requestAccounts|wallet_requestPermissions)$/;
      expect(afterReload.filter((m) => prompts.test(m) || SIGNING.test(m))).toEqual([]);
      if (c.family === 'evm') expect(afterReload).toContain('eth_accounts');
      // With an amount typed, only the wallet could hold the button back: it does not.
      await page.locator('input[name="amount"]').fill('25');
      expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(false);

      await wallet(page, c.family === 'evm' ? 'switchEvm' : 'switchTron', 1);
      await page.getByTestId('wallet-notice').waitFor({ timeout: 1_000 });
    },
  );

  it('a wallet on another network is switched before a transfer is offered', async () => {
    const metamask = CASES[0]!.scenario;
    const page = await open(
      { ...metamask, inject: { ...metamask.inject, evmStartChain: 31337 } },
      fourWallets(),
    );
    await signIn(page, 'wallet-erc');
    await page.goto(`${server.url}/pages/deposit/index`);
    await page.getByTestId('send-from').waitFor();
    await expect.poll(() => followState(page)).toBe('match');
    expect(await page.getByTestId('wrong-network').count()).toBe(0);
    // An amount is typed, so the network alone decides whether the button is on.
    await page.locator('input[name="amount"]').fill('25');
    await wallet(page, 'switchEvmChain', 1);
    await page.getByTestId('wrong-network').waitFor({ timeout: 1_000 });
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(true);

    await forgetCalls(page);
    await page.getByTestId('switch-network').click();
    await page.getByTestId('wrong-network').waitFor({ state: 'detached' });
    expect(await calls(page)).toContain('wallet_switchEthereumChain');
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(false);
  });

  it('TronLink on another TRON network holds the transfer and says where to switch', async () => {
    const tronLink = CASES[3]!;
    const texts = await locale('en', 'funds');
    const page = await open(tronLink.scenario, fourWallets());
    await signIn(page, tronLink.button);
    await page.goto(`${server.url}/pages/deposit/index`);
    await page.getByTestId('send-from').waitFor();
    await expect.poll(() => followState(page)).toBe('match');
    await page.locator('input[name="amount"]').fill('25');
    expect(await page.getByTestId('wrong-tron-network').count()).toBe(0);
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(false);

    await wallet(page, 'switchTronNetwork', 1);
    const note = page.getByTestId('wrong-tron-network');
    await note.waitFor({ timeout: 1_000 });
    expect(await note.innerText()).toBe(
      textOf(texts, 'deposit.page.wrong_tron_network')
        .replace('{{wallet}}', textOf(texts, 'deposit.page.tron_network.shasta'))
        .replace('{{network}}', textOf(texts, 'deposit.page.tron_network.mainnet')),
    );
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'deposit-wrong-tron-network-en');

    await wallet(page, 'switchTronNetwork', 0);
    await note.waitFor({ state: 'detached', timeout: 1_000 });
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(false);
  });

  it('a wallet that locks turns wallet actions off with the reason, and leaves the session alone', async () => {
    const texts = await locale('en', 'wallet');
    for (const c of [CASES[0]!, CASES[3]!]) {
      const page = await open(c.scenario, fourWallets());
      await signIn(page, c.button);
      await page.goto(`${server.url}/pages/deposit/index`);
      await page.getByTestId('send-from').waitFor();
      await expect.poll(() => followState(page)).toBe('match');
      await wallet(page, c.family === 'evm' ? 'lockEvm' : 'lockTron');
      await expect.poll(() => followState(page), { timeout: 1_000 }).toBe('locked');
      expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(true);
      expect(await page.getByTestId('wallet-blocked').innerText()).toBe(
        textOf(texts, 'wallet.follow.blocked_locked'),
      );
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      await context?.close();
      context = null;
    }
  });

  it('on a desktop with two wallets announced, the user picks one: it signs, the other is asked nothing', async () => {
    const wallets = fourWallets();
    const scenario: WalletScenario = {
      userAgent: UA.desktop,
      inject: {
        ethereum: { isMetaMask: true },
        announced: [
          { rdns: 'io.metamask', name: 'MetaMask', account: 0 },
          { rdns: 'io.rabby', name: 'Rabby Wallet', account: 1 },
        ],
      },
    };
    const page = await open(scenario, wallets);
    await page.getByTestId('wallet-erc').click();
    const picker = page.getByTestId('wallet-picker');
    await picker.waitFor();
    expect(await picker.locator('button').allInnerTexts()).toEqual(['MetaMask', 'Rabby Wallet']);
    expect(await picker.locator('img').count()).toBe(2);
    await picker.getByText('Rabby Wallet').click();
    await page.waitForURL('**/pages/index/index');
    expect(await boundAddresses(page)).toEqual([wallets.otherEvm![0]!.address]);

    // Followed through the chosen wallet only, here and after a reload.
    await page.goto(`${server.url}/pages/deposit/index`);
    await expect.poll(() => followState(page)).toBe('match');
    await page.reload();
    await expect.poll(() => followState(page)).toBe('match');
    const asked = await page.evaluate(() => {
      const w = window as unknown as { __twRequestsBy: Record<string, string[]>; __twRequests: string[] };
      return {
        metamask: w.__twRequestsBy['io.metamask'],
        injected: w.__twRequests,
        rabby: w.__twRequestsBy['io.rabby'],
      };
    });
    expect(asked.metamask).toEqual([]);
    expect(asked.injected).toEqual([]);
    expect(asked.rabby).toContain('eth_accounts');
  });

  it('screenshots the account-switch notice and the desktop picker (en, zh-CN)', async () => {
    for (const lang of ['en', 'zh-CN']) {
      const page = await open(CASES[0]!.scenario, fourWallets(), lang);
      await signIn(page, 'wallet-erc');
      await page.goto(`${server.url}/pages/deposit/index`);
      await page.getByTestId('send-from').waitFor();
      await expect.poll(() => followState(page)).toBe('match');
      await wallet(page, 'switchEvm', 1);
      await page.getByTestId('wallet-notice').waitFor();
      await screenshot(page, `wallet-switched-deposit-${lang}`);
      await page.getByTestId('wallet-blocked').scrollIntoViewIfNeeded();
      await screenshot(page, `wallet-switched-send-${lang}`);
      await context?.close();

      const desktop = await open(
        {
          userAgent: UA.desktop,
          inject: {
            announced: [
              { rdns: 'io.metamask', name: 'MetaMask', account: 0 },
              { rdns: 'io.rabby', name: 'Rabby Wallet', account: 1 },
            ],
          },
        },
        fourWallets(),
        lang,
      );
      await desktop.getByTestId('wallet-erc').click();
      await desktop.getByTestId('wallet-picker').waitFor();
      await desktop.waitForTimeout(400);
      await screenshot(desktop, `wallet-picker-${lang}`);
      await context?.close();
      context = null;
    }
  });
});
