import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createWalletClient, erc20Abi, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { tronWallet } from '../helpers/wallets';
import { startServer } from '../tools/server';
import { locale, openPhone, screenshot } from './browser';
import { injectWallets, UA, type InjectedWallets } from './injectedWallets';

/**
 * The deposit screen against real parts: a Hardhat node with a test USDT, our own server
 * verifying on it (2 confirmations), and a wallet in the page whose key really signs and sends.
 */
const CONFIRMATIONS = 2;
const TRANSFER_SELECTOR = '0xa9059cbb';
/** Never a raw-hash signature, typed-data permit, or anything else that can give funds away. */
const FORBIDDEN = /^(eth_sign|eth_signTypedData.*|wallet_grantPermissions|eth_signTransaction)$/;

type ChainWallet = Awaited<ReturnType<EvmChain['wallet']>>;

describe('deposit screen with a local EVM chain', () => {
  let chain: EvmChain;
  let server: { url: string; stop(): Promise<void> };
  let dataDir: string;
  let payer: ChainWallet;
  const platform = privateKeyToAccount(generatePrivateKey()).address;
  const tronPlatform = tronWallet().address;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    chain = await startEvmChain();
    payer = await chain.wallet('100');
    dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-deposit-'));
    server = await startServer({
      DATA_DIR: dataDir,
      EVM_RPC_URL: chain.url,
      EVM_CHAIN_ID: '31337',
      EVM_CONFIRMATIONS: String(CONFIRMATIONS),
      EVM_DEPOSIT_ADDRESS: platform,
      EVM_USDT_CONTRACT: chain.usdt,
      TRON_DEPOSIT_ADDRESS: tronPlatform,
      CUSTOMER_SERVICE_URL: 'https://support.tradewind.example/chat',
    });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await chain?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The page's wallet: the chain wallet's key, sending through the Hardhat node. */
  function injected(w: ChainWallet): InjectedWallets {
    const signer = createWalletClient({
      account: privateKeyToAccount(w.privateKey),
      chain: hardhat,
      transport: http(chain.url, { retryCount: 0 }),
    });
    return {
      evm: {
        privateKey: w.privateKey,
        address: w.address,
        sign: w.sign,
        chain: {
          chainId: 31337,
          sendTransaction: (tx) =>
            signer.sendTransaction({
              to: tx.to as Hex,
              data: tx.data as Hex | undefined,
              value: tx.value ? BigInt(tx.value) : undefined,
            }),
          rpc: (method, params) => chain.client.request({ method, params } as never),
        },
      },
      tron: tronWallet(),
    };
  }

  /** A phone with MetaMask's browser and this wallet, signed in with it (so it is linked). */
  async function signedIn(w: ChainWallet, lang = 'en'): Promise<Page> {
    await context?.close();
    const opened = await openPhone(lang, { userAgent: UA.metamaskApp });
    context = opened.context;
    await injectWallets(
      opened.context,
      opened.page,
      { userAgent: UA.metamaskApp, inject: { ethereum: { isMetaMask: true } } },
      injected(w),
    );
    await opened.page.goto(`${server.url}/pages/user/login/login`);
    await opened.page.getByTestId('wallet-erc').click();
    await opened.page.waitForURL('**/pages/index/index');
    return opened.page;
  }

  const openDeposit = async (page: Page, query = '?coin=USDT&network=ERC20') => {
    await page.goto(`${server.url}/pages/deposit/index${query}`);
    await page.getByTestId('deposit-page').waitFor();
  };
  const lastToast = (page: Page) => page.locator('.rv-toast__info, .rv-toast__text').last().innerText();
  const walletLog = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as {
        __twRequests: string[];
        __twTransactions: { to: string; data?: string }[];
      };
      return { methods: w.__twRequests, transactions: w.__twTransactions };
    });
  const firstRecord = (page: Page) => page.getByTestId('deposit-record').first();
  const tokenBalance = (owner: string) =>
    chain.client.readContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner as Hex],
    });

  let sentHash = '';

  it('sends 25 USDT from the linked wallet; the hash is submitted by itself and the record turns approved', async () => {
    const en = await locale('en', 'funds');
    const page = await signedIn(payer);
    await openDeposit(page);
    await expect.poll(() => page.getByTestId('deposit-address').innerText()).toBe(platform);
    await expect.poll(() => page.getByTestId('deposit-qr').getAttribute('data-address')).toBe(platform);
    expect(await page.getByTestId('deposit-min').innerText()).toBe('10.000000 USDT');
    await screenshot(page, 'deposit-erc20-en');

    // Not an amount: kept as typed, said under the field, and the button stays off saying why.
    const amount = page.locator('input[name="amount"]');
    await amount.fill('12,5');
    expect(await amount.inputValue()).toBe('12,5');
    await expect
      .poll(() => page.locator('.rv-field:has(input[name="amount"]) .rv-field__error-message').innerText())
      .toBe(en.errors!.deposit_amount_invalid);
    expect(await page.getByTestId('send-from-wallet-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('send-from-wallet-button-reason').innerText()).toBe(
      en.errors!.deposit_amount_invalid,
    );

    // More than the wallet holds: refused before anything is sent.
    await page.locator('input[name="amount"]').fill('1000');
    await page.getByTestId('send-from-wallet-button').click();
    await expect
      .poll(() => lastToast(page))
      .toBe((en.deposit!.page as unknown as Record<string, string>).wallet_balance_insufficient);
    expect((await walletLog(page)).transactions).toEqual([]);

    await page.locator('input[name="amount"]').fill('25');
    await page.getByTestId('send-from-wallet-button').click();
    await expect
      .poll(() => firstRecord(page).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('confirming');
    sentHash = (await firstRecord(page).getAttribute('data-hash')) ?? '';
    expect(sentHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(platform)).toBe(25_000_000n);
    await page.getByTestId('deposit-records').scrollIntoViewIfNeeded();
    await screenshot(page, 'deposit-confirming-en');

    await chain.mine(CONFIRMATIONS);
    // The server rechecks confirming deposits every 15 s; the screen polls while one is confirming.
    await expect
      .poll(() => firstRecord(page).getAttribute('data-status'), { timeout: 45_000 })
      .toBe('approved');
    expect(await firstRecord(page).innerText()).toContain('25.000000 USDT');

    const credited = await page.evaluate(async () => {
      const res = await fetch('/api/charge_mention/log2', {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      });
      return (
        (await res.json()) as { data: { list: { amount: string; status: string; from_address: string }[] } }
      ).data.list;
    });
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ amount: '25', status: 'approved' });
    expect(credited[0]!.from_address.toLowerCase()).toBe(payer.address.toLowerCase());

    // The wallet was asked for one token transfer and nothing that grants or signs away funds.
    const { methods, transactions } = await walletLog(page);
    expect(methods.filter((m) => FORBIDDEN.test(m))).toEqual([]);
    expect(methods.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.to.toLowerCase()).toBe(chain.usdt.toLowerCase());
    expect(transactions[0]!.data?.slice(0, 10)).toBe(TRANSFER_SELECTOR);

    // The credit landed on the spot account, as the assets screen shows it.
    await page.goto(`${server.url}/pages/account/index`);
    await expect.poll(() => page.getByTestId('account-valuation-spot').innerText()).toBe('25.00');
  });

  it('refuses the same hash twice and a hash sent by another wallet, with clear messages', async () => {
    const en = await locale('en', 'funds');
    const page = await signedIn(payer);
    await openDeposit(page);
    const paste = async (hash: string) => {
      await page.getByTestId('paste-hash').locator('input').fill(hash);
      await page.getByTestId('submit-hash').click();
    };

    await paste('0x1234');
    await expect.poll(() => lastToast(page)).toBe(en.errors!.deposit_hash_invalid);

    await paste(sentHash);
    await expect.poll(() => lastToast(page)).toBe(en.errors!.deposit_hash_used);

    const stranger = await chain.wallet('50');
    const strangersHash = await stranger.transfer(platform, '20');
    await paste(strangersHash);
    await expect.poll(() => lastToast(page)).toBe(en.errors!.deposit_sender_not_yours);

    // Nothing new was recorded.
    await page.reload();
    await expect.poll(() => page.getByTestId('deposit-record').count()).toBe(1);
  });

  it.each(['en', 'zh-CN'])('screenshots the deposit screen in %s', async (lang) => {
    const page = await signedIn(payer, lang);
    await openDeposit(page);
    await expect.poll(() => page.getByTestId('deposit-qr').getAttribute('data-address')).toBe(platform);
    await screenshot(page, `deposit-erc20-${lang}`);
    await page.getByTestId('deposit-records').scrollIntoViewIfNeeded();
    await screenshot(page, `deposit-records-${lang}`);

    await openDeposit(page, '?coin=USDT&network=TRC20');
    await expect.poll(() => page.getByTestId('deposit-address').innerText()).toBe(tronPlatform);
    await expect.poll(() => page.getByTestId('deposit-qr').getAttribute('data-address')).toBe(tronPlatform);
    await page.getByTestId('wallet-not-linked').waitFor();
    await screenshot(page, `deposit-trc20-${lang}`);

    await openDeposit(page, '?coin=BTC&network=OMNI');
    await page.getByTestId('deposit-not-configured').waitFor();
    // This server has a support chat: the screen links to it instead of a dead end.
    await expect
      .poll(() => page.getByTestId('support-chat').getAttribute('href'))
      .toBe('https://support.tradewind.example/chat');
    await screenshot(page, `deposit-not-configured-${lang}`);

    // No receiving bank account is set here: bank transfer says it is unavailable.
    await openDeposit(page, '?tab=bank&coin=USDT');
    await page.getByTestId('bank-unavailable').waitFor();
    await screenshot(page, `deposit-bank-${lang}`);
  });
});
