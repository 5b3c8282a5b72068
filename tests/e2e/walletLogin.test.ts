import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { evmWallet, tronWallet } from '../helpers/wallets';
import { locale, openPhone, registerInPage, screenshot, url } from './browser';
import { injectWallets, UA, type InjectedWallets, type WalletScenario } from './injectedWallets';

/** Everything a wallet was asked for. Sign-in must never ask for more than this. */
const ALLOWED_WALLET_CALLS = new Set([
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'tron_requestAccounts',
  'signMessageV2',
]);

type Case = {
  name: string;
  kind: string;
  scenario: WalletScenario;
  /** The button that signs in, and the one that explains why it cannot. */
  signIn: 'wallet-trc' | 'wallet-erc' | null;
  unavailable?: { button: 'wallet-trc' | 'wallet-erc'; messageKey: string };
  hintKey?: string;
  shot?: string;
};

const CASES: Case[] = [
  {
    name: 'TronLink app',
    kind: 'tronlink-app',
    scenario: { userAgent: UA.tronlinkApp, inject: { tronLink: {}, iTron: true } },
    signIn: 'wallet-trc',
    unavailable: { button: 'wallet-erc', messageKey: 'switch_to_trc' },
    shot: 'login-tronlink',
  },
  {
    name: 'TronLink extension',
    kind: 'tronlink-extension',
    scenario: { userAgent: UA.desktop, inject: { tronLink: {}, tronTip1193: true } },
    signIn: 'wallet-trc',
  },
  {
    name: 'TokenPocket with an EVM wallet selected',
    kind: 'tokenpocket-evm',
    scenario: {
      userAgent: UA.tokenpocket,
      inject: { tokenpocket: true, ethereum: { isTokenPocket: true, isMetaMask: true } },
    },
    signIn: 'wallet-erc',
    unavailable: { button: 'wallet-trc', messageKey: 'tp_switch_to_tron' },
    shot: 'login-tokenpocket-evm',
  },
  {
    name: 'TokenPocket with a TRON wallet selected',
    kind: 'tokenpocket-tron',
    scenario: { userAgent: UA.tokenpocket, inject: { tokenpocket: true, tokenpocketTron: true } },
    signIn: 'wallet-trc',
    unavailable: { button: 'wallet-erc', messageKey: 'tp_switch_to_evm' },
  },
  {
    // A TokenPocket build that injects only TronLink's objects and an empty window.tokenpocket:
    // its own adapter finds no tronWeb, so TronLink's is used (issue 15).
    name: 'TokenPocket with only TronLink-compatible objects',
    kind: 'tokenpocket-tron',
    scenario: { userAgent: UA.tokenpocket, inject: { tokenpocket: true, tronLink: {}, tronTip1193: true } },
    signIn: 'wallet-trc',
    unavailable: { button: 'wallet-erc', messageKey: 'tp_switch_to_evm' },
  },
  {
    name: 'MetaMask',
    kind: 'metamask',
    scenario: { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true } } },
    signIn: 'wallet-erc',
    unavailable: { button: 'wallet-trc', messageKey: 'switch_to_erc' },
    shot: 'login-metamask',
  },
  {
    name: 'another injected EVM wallet',
    kind: 'evm-injected',
    scenario: { userAgent: UA.desktop, inject: { ethereum: {} } },
    signIn: 'wallet-erc',
  },
  {
    name: 'a desktop browser without a wallet',
    kind: 'desktop-none',
    scenario: { userAgent: UA.desktop, inject: {} },
    signIn: null,
    hintKey: 'no_wallet_desktop',
    shot: 'login-no-wallet',
  },
  {
    name: 'a phone browser without a wallet',
    kind: 'mobile-none',
    scenario: { userAgent: UA.mobile, inject: {} },
    signIn: null,
    hintKey: 'no_wallet_mobile',
  },
];

describe('wallet login', () => {
  let context: BrowserContext | null = null;
  afterEach(async () => {
    await context?.close();
    context = null;
  });

  async function open(scenario: WalletScenario, wallets: InjectedWallets, lang = 'en'): Promise<Page> {
    const opened = await openPhone(lang, { userAgent: scenario.userAgent });
    context = opened.context;
    await injectWallets(opened.context, opened.page, scenario, wallets);
    await opened.page.goto(url('/pages/user/login/login'));
    return opened.page;
  }

  const walletCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __twRequests: string[] }).__twRequests);

  it.each(CASES)('in $name: offers the right wallet and signs in, or says why not', async (c) => {
    const en = await locale('en', 'wallet');
    const wallets = { evm: evmWallet(), tron: tronWallet() };
    const page = await open(c.scenario, wallets);
    const buttons = page.getByTestId('wallet-buttons');
    await buttons.waitFor();
    expect(await buttons.getAttribute('data-wallet-kind')).toBe(c.kind);

    if (c.hintKey) expect(await page.getByTestId('wallet-hint').innerText()).toBe(en.wallet![c.hintKey]);
    if (c.kind.startsWith('tokenpocket')) {
      expect(await page.getByTestId('wallet-hint').innerText()).toBe(en.wallet![c.unavailable!.messageKey]);
    }
    if (c.unavailable) {
      await page.getByTestId(c.unavailable.button).click();
      await expect
        .poll(() => page.locator('.rv-toast__info').last().innerText())
        .toBe(en.wallet![c.unavailable.messageKey]);
    }
    if (!c.signIn) {
      expect(await page.getByTestId('wallet-trc').count()).toBe(0);
      expect(await page.getByTestId('wallet-erc').count()).toBe(0);
      return;
    }
    await page.getByTestId(c.signIn).click();
    await page.waitForURL('**/pages/index/index');
    const address = c.signIn === 'wallet-trc' ? wallets.tron.address : wallets.evm.address;
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`;
    await page.getByTestId('wallet-badge').getByText(short).waitFor();
    if (c.shot) await screenshot(page, `home-after-${c.shot}-en`);
    const bound = await page.evaluate(async () => {
      const res = await fetch('/api/user/wallets', {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      });
      return ((await res.json()) as { data: { address: string }[] }).data;
    });
    expect(bound).toMatchObject([{ address }]);
    expect((await walletCalls(page)).filter((m) => !ALLOWED_WALLET_CALLS.has(m))).toEqual([]);
  });

  it('logs the same wallet into the same account twice', async () => {
    const wallets = { evm: evmWallet(), tron: tronWallet() };
    const page = await open(
      { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true } } },
      wallets,
    );
    const signInAndReadId = async () => {
      await page.getByTestId('wallet-erc').click();
      await page.waitForURL('**/pages/index/index');
      const id = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id,
      );
      await page.evaluate(async () => {
        await fetch('/api/user/logout', {
          method: 'POST',
          headers: { Authorization: localStorage.getItem('token') ?? '' },
        });
        localStorage.clear();
      });
      await page.goto(url('/pages/user/login/login'));
      return id;
    };
    const first = await signInAndReadId();
    expect(await signInAndReadId()).toBe(first);
  });

  it('links a wallet to an e-mail account from the account screen, then that wallet logs into it', async () => {
    const wallets = { evm: evmWallet(), tron: tronWallet() };
    const page = await open(
      { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true } } },
      wallets,
    );
    const name = `linker${Date.now() % 1_000_000}`;
    const { userId } = await registerInPage(page, name);
    await page.goto(url('/pages/settings/account/index'));
    await page.getByTestId('link-erc').click();
    const short = `${wallets.evm.address.slice(0, 6)}…${wallets.evm.address.slice(-4)}`;
    await page.getByTestId('linked-wallets').getByText(short).waitFor();
    await screenshot(page, 'account-wallet-linked-en');

    await page.evaluate(() => localStorage.clear());
    await page.goto(url('/pages/user/login/login'));
    await page.getByTestId('wallet-erc').click();
    await page.waitForURL('**/pages/index/index');
    expect(
      await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id),
    ).toBe(userId);
  });

  it('tells the user when the wallet is locked, and when they decline', async () => {
    const en = await locale('en', 'wallet');
    const wallets = { evm: evmWallet(), tron: tronWallet() };
    const locked = await open(
      { userAgent: UA.tronlinkApp, inject: { tronLink: { locked: true }, iTron: true } },
      wallets,
    );
    await locked.getByTestId('wallet-trc').click();
    await expect.poll(() => locked.locator('.rv-toast__info').last().innerText()).toBe(en.wallet!.locked);
    await context?.close();

    const declining = await open(
      { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true, rejects: true } } },
      wallets,
    );
    await declining.getByTestId('wallet-erc').click();
    await expect
      .poll(() => declining.locator('.rv-toast__info').last().innerText())
      .toBe(en.wallet!.rejected);
    expect(await declining.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it.each(CASES.filter((c) => c.shot))('screenshots the login screen in $name (en, zh-CN)', async (c) => {
    for (const lang of ['en', 'zh-CN']) {
      const page = await open(c.scenario, { evm: evmWallet(), tron: tronWallet() }, lang);
      await page.getByTestId('wallet-buttons').waitFor();
      await screenshot(page, `${c.shot}-${lang}`);
      await context?.close();
      context = null;
    }
  });
});
