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
  /** More accounts the wallets hold: the page can switch to them (`__twWallet.switchEvm` …). */
  otherEvm?: ReturnType<typeof evmWallet>[];
  otherTron?: ReturnType<typeof tronWallet>[];
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
    /**
     * EVM wallet extensions that announce themselves (EIP-6963), each with its own provider and
     * its own log (`__twRequestsBy[rdns]`). `account` picks the key: 0 is `evm`, 1+ `otherEvm`.
     */
    announced?: { rdns: string; name: string; account: number }[];
    /** The chain the EVM wallet starts on (default: its node's, else Ethereum). */
    evmStartChain?: number;
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
  const evmKeys = [wallets.evm, ...(wallets.otherEvm ?? [])];
  const tronKeys = [wallets.tron, ...(wallets.otherTron ?? [])];
  const keyOf = <T extends { address: string }>(keys: T[], address: string) => {
    const key = keys.find((k) => k.address.toLowerCase() === address.toLowerCase());
    if (!key) throw new Error(`no key for ${address}`);
    return key;
  };
  await page.exposeFunction('__twSignEvm', (message: string, address: string) =>
    keyOf(evmKeys, address).sign(message),
  );
  await page.exposeFunction('__twSignTron', (message: string, address: string) =>
    keyOf(tronKeys, address).sign(message),
  );
  const chain = wallets.evm.chain;
  if (chain) {
    await page.exposeFunction('__twSendEvm', (tx: Parameters<EvmWalletChain['sendTransaction']>[0]) =>
      chain.sendTransaction(tx),
    );
    await page.exposeFunction('__twRpcEvm', (method: string, params: unknown[]) => chain.rpc(method, params));
  }
  await context.addInitScript(
    ({ inject, evmAddresses, tronAddresses, evmChainId, evmReads }) => {
      type Listener = (value: unknown) => void;
      const w = window as unknown as Record<string, unknown> & {
        __twSignEvm(m: string, address: string): Promise<string>;
        __twSignTron(m: string, address: string): Promise<string>;
        __twSendEvm(tx: unknown): Promise<string>;
        __twRpcEvm(method: string, params: unknown[]): Promise<unknown>;
        __twRequests: string[];
        __twRequestsBy: Record<string, string[]>;
        __twTransactions: { to: string; data?: string; value?: string }[];
        __twWallet: Record<string, (arg?: number) => void>;
      };
      w.__twRequests = [];
      w.__twRequestsBy = {};
      w.__twTransactions = [];
      const hexToText = (hex: string) =>
        new TextDecoder().decode(
          new Uint8Array((hex.slice(2).match(/../g) ?? []).map((b) => parseInt(b, 16))),
        );
      const rpcError = (message: string, code: number) => Object.assign(new Error(message), { code });

      /**
       * An EIP-1193 provider over one of the keys, as a wallet is: it answers with the account
       * selected now, emits `accountsChanged` / `chainChanged` when the user switches, and an empty
       * account list when locked.
       */
      const evmProviders: { emit(event: string, value: unknown): void; select(i: number | null): void }[] =
        [];
      function evmProvider(
        log: string[],
        first: number,
        flags: { isMetaMask?: boolean; isTokenPocket?: boolean; rejects?: boolean },
      ) {
        let selected: number | null = first;
        let chainId = inject.evmStartChain ?? evmChainId ?? 1;
        // The networks this wallet has: Ethereum, the local test chain, and its node's.
        const known = [1, 31337, evmChainId ?? 1];
        const listeners = new Map<string, Set<Listener>>();
        const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((l) => l(value));
        const account = () => (selected === null ? null : evmAddresses[selected]!);
        evmProviders.push({
          emit: (event, value) => {
            if (event === 'chainChanged') chainId = Number(value);
            emit(event, event === 'chainChanged' ? `0x${Number(value).toString(16)}` : value);
          },
          select(i) {
            selected = i;
            emit('accountsChanged', i === null ? [] : [evmAddresses[i]]);
          },
        });
        return {
          isMetaMask: flags.isMetaMask,
          isTokenPocket: flags.isTokenPocket,
          async request({ method, params }: { method: string; params?: unknown[] }) {
            log.push(method);
            if (flags.rejects) throw rpcError('User rejected the request.', 4001);
            const current = account();
            if (method === 'eth_requestAccounts' || method === 'eth_accounts')
              return current ? [current] : [];
            if (method === 'wallet_requestPermissions') {
              return [
                {
                  parentCapability: 'eth_accounts',
                  caveats: [{ type: 'restrictReturnedAccounts', value: current ? [current] : [] }],
                },
              ];
            }
            if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
            if (method === 'personal_sign') {
              const signer = String(params?.[1]);
              if (!current || signer.toLowerCase() !== current.toLowerCase())
                throw rpcError('Unauthorized', 4100);
              return w.__twSignEvm(hexToText(String(params?.[0])), current);
            }
            if (evmChainId !== null && method === 'eth_sendTransaction') {
              const tx = params?.[0] as { to: string; from?: string; data?: string; value?: string };
              if (!current || tx.from?.toLowerCase() !== current.toLowerCase())
                throw rpcError('Unauthorized', 4100);
              w.__twTransactions.push(tx);
              return w.__twSendEvm(tx);
            }
            if (method === 'wallet_switchEthereumChain') {
              const wanted = parseInt(String((params?.[0] as { chainId: string }).chainId), 16);
              if (!known.includes(wanted)) throw rpcError('Unrecognized chain ID', 4902);
              if (chainId !== wanted) {
                chainId = wanted;
                emit('chainChanged', `0x${wanted.toString(16)}`);
              }
              return null;
            }
            if (evmChainId !== null && evmReads.includes(method)) return w.__twRpcEvm(method, params ?? []);
            throw rpcError(`unsupported ${method}`, 4200);
          },
          on(event: string, listener: Listener) {
            if (!listeners.has(event)) listeners.set(event, new Set());
            listeners.get(event)!.add(listener);
          },
          removeListener(event: string, listener: Listener) {
            listeners.get(event)?.delete(listener);
          },
        };
      }
      if (inject.ethereum) w.ethereum = evmProvider(w.__twRequests, 0, inject.ethereum);
      for (const wallet of inject.announced ?? []) {
        const log: string[] = [];
        w.__twRequestsBy[wallet.rdns] = log;
        const provider = evmProvider(log, wallet.account, {});
        const icon = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${wallet.account ? '#7084ff' : '#f6851b'}"/></svg>`)}`;
        const announce = () =>
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', {
              detail: Object.freeze({
                info: { uuid: crypto.randomUUID(), name: wallet.name, icon, rdns: wallet.rdns },
                provider,
              }),
            }),
          );
        window.addEventListener('eip6963:requestProvider', announce);
        announce();
      }

      /** TronLink's tronWeb: its default address is the account selected now (false when locked). */
      let tronSelected: number | null = inject.tronLink?.locked ? null : 0;
      const tronWeb = {
        ready: true,
        defaultAddress: { base58: tronAddresses[0] as string | false, hex: false },
        fullNode: { host: 'https://api.trongrid.io' },
        trx: {
          signMessageV2: (message: string) => {
            w.__twRequests.push('signMessageV2');
            if (tronSelected === null) return Promise.reject(new Error('wallet locked'));
            return w.__twSignTron(message, tronAddresses[tronSelected]!);
          },
        },
      };
      const selectTron = (i: number | null) => {
        tronSelected = i;
        tronWeb.defaultAddress.base58 = i === null ? false : tronAddresses[i]!;
        // What TronLink posts to the page when the user switches account or locks.
        window.postMessage(
          {
            message: {
              action: i === null ? 'disconnect' : 'accountsChanged',
              data: { address: tronWeb.defaultAddress.base58 },
            },
            isTronLink: true,
          },
          '*',
        );
      };
      if (tronSelected === null) tronWeb.defaultAddress.base58 = false;

      /** What the user does in the wallet, from the test: switch account, lock, change network. */
      w.__twWallet = {
        switchEvm: (i = 1) => evmProviders.forEach((p) => p.select(i)),
        lockEvm: () => evmProviders.forEach((p) => p.select(null)),
        switchEvmChain: (id = 1) => evmProviders.forEach((p) => p.emit('chainChanged', id)),
        switchTron: (i = 1) => selectTron(i),
        lockTron: () => selectTron(null),
        /** TronLink's network switch: 0 mainnet, 1 Shasta, 2 Nile; it replaces the node and posts setNode. */
        switchTronNetwork: (i = 1) => {
          const host = [
            'https://api.trongrid.io',
            'https://api.shasta.trongrid.io',
            'https://nile.trongrid.io',
          ][i]!;
          tronWeb.fullNode.host = host;
          window.postMessage(
            {
              message: {
                action: 'setNode',
                data: { node: { fullNode: host, solidityNode: host, eventServer: host } },
              },
              isTronLink: true,
            },
            '*',
          );
        },
      };

      if (inject.tronLink) {
        const locked = inject.tronLink.locked;
        w.tronWeb = tronWeb;
        w.tronLink = {
          ready: !locked,
          tronWeb,
          async request({ method }: { method: string }) {
            w.__twRequests.push(method);
            if (method === 'tron_requestAccounts')
              return tronSelected === null
                ? ''
                : { code: 200, message: 'The site is already in the whitelist' };
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
            if (method === 'eth_requestAccounts')
              return tronWeb.defaultAddress.base58 ? [tronWeb.defaultAddress.base58] : [];
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
                  return method === 'eth_requestAccounts' ? [tronWeb.defaultAddress.base58] : null;
                },
              },
            }
          : {};
        if (inject.tokenpocketTron) w.tronWeb = tronWeb;
      }
    },
    {
      inject: scenario.inject,
      evmAddresses: evmKeys.map((k) => k.address),
      tronAddresses: tronKeys.map((k) => k.address),
      evmChainId: chain?.chainId ?? null,
      evmReads: EVM_READS,
    },
  );
}
