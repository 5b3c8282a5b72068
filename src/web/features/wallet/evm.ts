import { createClient, custom, getAddress, type EIP1193Provider } from 'viem';
import { signMessage } from 'viem/actions';
import { WalletLockedError } from './errors';

/**
 * The EVM side, loaded only when the user taps an ERC button. Inside a wallet browser the
 * injected provider is used as it is; nothing but `eth_requestAccounts` and `personal_sign` is
 * ever asked of it — no approvals, no chain switches.
 */
export type EvmSession = { address: string; sign(message: string): Promise<string>; close(): Promise<void> };

function sessionOver(provider: EIP1193Provider, address: string, close: () => Promise<void>): EvmSession {
  // A bare client with the one action used keeps the rest of viem out of the download.
  const client = createClient({ transport: custom(provider) });
  const account = getAddress(address);
  return { address: account, sign: (message) => signMessage(client, { account, message }), close };
}

async function requestAccount(provider: EIP1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[] | undefined;
  const first = accounts?.[0];
  if (!first) throw new WalletLockedError();
  return first;
}

export async function connectInjectedEvm(): Promise<EvmSession> {
  const provider = (window as Window & { ethereum?: EIP1193Provider }).ethereum;
  if (!provider) throw new Error('no injected EVM provider');
  return sessionOver(provider, await requestAccount(provider), async () => undefined);
}

/**
 * WalletConnect (desktop, or a phone without a wallet browser): the connector is created only
 * here, when the user asks for it, because creating it loads ~300 KB and calls the relay.
 */
export async function connectWalletConnect(projectId: string): Promise<EvmSession> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const provider = await EthereumProvider.init({
    projectId,
    chains: [1],
    showQrModal: true,
    metadata: {
      name: 'Tradewind',
      description: 'Wallet-first trading',
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
  });
  await provider.connect();
  const address = provider.accounts[0];
  if (!address) throw new WalletLockedError();
  return sessionOver(provider as unknown as EIP1193Provider, address, () => provider.disconnect());
}
