import type { BrowserContext, Page } from 'playwright-core';
import type { evmWallet, tronWallet } from '../helpers/wallets';

/**
 * What each wallet browser puts on the page, rebuilt in the test: the same globals and flags,
 * backed by real keys in the test process (the page calls out through exposed functions, so
 * every signature is real). Each setup runs before the app's scripts, as a wallet injects.
 */
export type InjectedWallets = {
  evm: ReturnType<typeof evmWallet> & { chain?: EvmWalletChain };
  tron: ReturnType<typeof tronWallet>;
};

/**
 * What a wallet needs to send transactions: a chain id and a node. `eth_sendTransaction` is
 * signed with the wallet's key in the test process and sent to that node; reads the page makes
 * through the wallet (`eth_call`, receipts, block numbers) are passed to the node as a wallet does.
 */
export type EvmWalletChain = {
  chainId: number;
  sendTransaction(tx: { to: string; data?: string; value?: string; gas?: string }): Promise<string>;
  rpc(method: string, params: unknown[]): Promise<unknown>;
};

/** Node reads an injected wallet passes through to its own RPC. */
const EVM_READS = [
  'eth_call',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getTransactionCount',
];

export type WalletScenario = {
  userAgent: string;
  /** Which objects exist, and how the wallet answers. */
  inject: {
    ethereum?: { isMetaMask?: boolean; isTokenPocket?: boolean; rejects?: boolean };
    tronLink?: { locked?: boolean };
    tronTip1193?: boolean;
    tokenpocket?: boolean;
    tokenpocketTron?: boolean;
    iTron?: boolean;
  };
};

export const UA = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  tronlinkApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 TronLink/4.5.0',
  tokenpocket:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 TokenPocket_Android',
  metamaskApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MetaMaskMobile',
};

export async function injectWallets(
  context: BrowserContext,
  page: Page,
  scenario: WalletScenario,
  wallets: InjectedWallets,
) {
  await page.exposeFunction('__twSignEvm', (message: string) => wallets.evm.sign(message));
  await page.exposeFunction('__twSignTron', (message: string) => wallets.tron.sign(message));
  const chain = wallets.evm.chain;
  if (chain) {
    await page.exposeFunction('__twSendEvm', (tx: Parameters<EvmWalletChain['sendTransaction']>[0]) =>
      chain.sendTransaction(tx),
    );
    await page.exposeFunction('__twRpcEvm', (method: string, params: unknown[]) => chain.rpc(method, params));
  }
  await context.addInitScript(
    ({ inject, evmAddress, tronAddress, evmChainId, evmReads }) => {
      const w = window as unknown as Record<string, unknown> & {
        __twSignEvm(m: string): Promise<string>;
        __twSignTron(m: string): Promise<string>;
        __twSendEvm(tx: unknown): Promise<string>;
        __twRpcEvm(method: string, params: unknown[]): Promise<unknown>;
        __twRequests: string[];
        __twTransactions: { to: string; data?: string; value?: string }[];
      };
      w.__twRequests = [];
      w.__twTransactions = [];
      const hexToText = (hex: string) =>
        new TextDecoder().decode(
          new Uint8Array((hex.slice(2).match(/../g) ?? []).map((b) => parseInt(b, 16))),
        );
      if (inject.ethereum) {
        const flags = inject.ethereum;
        w.ethereum = {
          isMetaMask: flags.isMetaMask,
          isTokenPocket: flags.isTokenPocket,
          async request({ method, params }: { method: string; params?: unknown[] }) {
            w.__twRequests.push(method);
            if (flags.rejects) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
            if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [evmAddress];
            if (method === 'eth_chainId') return `0x${(evmChainId ?? 1).toString(16)}`;
            if (method === 'personal_sign') return w.__twSignEvm(hexToText(String(params?.[0])));
            if (evmChainId !== null && method === 'eth_sendTransaction') {
              const tx = params?.[0] as { to: string; data?: string; value?: string };
              w.__twTransactions.push(tx);
              return w.__twSendEvm(tx);
            }
            if (evmChainId !== null && method === 'wallet_switchEthereumChain') {
              const wanted = parseInt(String((params?.[0] as { chainId: string }).chainId), 16);
              if (wanted === evmChainId) return null;
              throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
            }
            if (evmChainId !== null && evmReads.includes(method)) return w.__twRpcEvm(method, params ?? []);
            throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
          },
          on() {},
          removeListener() {},
        };
      }
      const tronWeb = {
        ready: true,
        defaultAddress: { base58: tronAddress, hex: false },
        trx: {
          signMessageV2: (message: string) => {
            w.__twRequests.push('signMessageV2');
            return w.__twSignTron(message);
          },
        },
      };
      if (inject.tronLink) {
        const locked = inject.tronLink.locked;
        if (locked) tronWeb.defaultAddress.base58 = false as unknown as string;
        w.tronWeb = tronWeb;
        w.tronLink = {
          ready: !locked,
          tronWeb,
          async request({ method }: { method: string }) {
            w.__twRequests.push(method);
            if (method === 'tron_requestAccounts')
              return locked ? '' : { code: 200, message: 'The site is already in the whitelist' };
            return null;
          },
        };
      }
      if (inject.tronTip1193) {
        w.tron = {
          isTronLink: true,
          tronWeb,
          async request({ method }: { method: string }) {
            w.__twRequests.push(method);
            if (method === 'eth_requestAccounts') return [tronAddress];
            return null;
          },
          on() {},
          removeListener() {},
        };
      }
      if (inject.iTron) w.iTron = {};
      if (inject.tokenpocket) {
        w.tokenpocket = inject.tokenpocketTron
          ? {
              tronWeb,
              tron: {
                tronWeb,
                async request({ method }: { method: string }) {
                  w.__twRequests.push(method);
                  return method === 'eth_requestAccounts' ? [tronAddress] : null;
                },
              },
            }
          : {};
        if (inject.tokenpocketTron) w.tronWeb = tronWeb;
      }
    },
    {
      inject: scenario.inject,
      evmAddress: wallets.evm.address,
      tronAddress: wallets.tron.address,
      evmChainId: chain?.chainId ?? null,
      evmReads: EVM_READS,
    },
  );
}
