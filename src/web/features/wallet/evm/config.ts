import {
  createConfig,
  createStorage,
  injected,
  unstable_connector,
  type Config,
  type Transport,
} from 'wagmi';
import { arbitrum, bsc, hardhat, mainnet, polygon, sepolia } from 'wagmi/chains';

/**
 * The one wagmi config of the page, made the first time a wallet flow needs it (a tap on an
 * ERC button, or a session a wallet signed), so home and login download none of this.
 *
 * - EIP-6963 discovery is on: every wallet extension that announces itself becomes a connector
 *   with its own id (its rdns), name and icon, and the user picks one when there are two or more.
 * - The plain `injected` connector is `window.ethereum`, for wallet browsers that do not announce.
 *   It does not ask `wallet_requestPermissions` first, so a wallet browser shows one prompt.
 * - Every request goes through the connected wallet, never to a public RPC: the browser has no
 *   node of its own, and a wallet already is one.
 * - The chains are those a USDT deposit can be configured on, plus the test chains. A deposit on
 *   any other chain is explained instead of switched (see transfer.ts). The OP-stack chains
 *   (Optimism, Base) are left out: their transaction formatters cost 5 KB for every user.
 */
export const EVM_CHAINS = [mainnet, bsc, polygon, arbitrum, sepolia, hardhat] as const;

/** wagmi's own storage key; reconnecting after a reload reads the last connector from it. */
const STORAGE_KEY = 'tw.wagmi';

let config: Config<typeof EVM_CHAINS> | null = null;

export function evmConfig(): Config<typeof EVM_CHAINS> {
  if (config) return config;
  const throughWallet: Transport = unstable_connector(injected);
  config = createConfig({
    chains: EVM_CHAINS,
    connectors: [injected({ shimDisconnect: false, unstable_shimAsyncInject: 1_000 })],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: window.localStorage, key: STORAGE_KEY }),
    transports: Object.fromEntries(EVM_CHAINS.map((chain) => [chain.id, throughWallet])) as Record<
      (typeof EVM_CHAINS)[number]['id'],
      Transport
    >,
  });
  return config;
}

/** The connector for a wallet the user picked (its EIP-6963 rdns), else the injected one. */
export function evmConnector(id?: string) {
  const connectors = evmConfig().connectors;
  const announced = connectors.filter((c) => c.id !== 'injected' && c.type === 'injected');
  return (
    (id ? connectors.find((c) => c.id === id) : undefined) ??
    (announced.length === 1 ? announced[0] : undefined) ??
    connectors.find((c) => c.id === 'injected')!
  );
}
