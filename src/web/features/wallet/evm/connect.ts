import { type Connector } from 'wagmi';
import { connect, getConnection, signMessage } from 'wagmi/actions';
import { getAddress } from 'viem';
import { WalletLockedError } from '../errors';
import { evmConfig, evmConnector } from './config';

/**
 * The EVM side of signing in, loaded only when the user taps an ERC button. wagmi holds the
 * connection; nothing but an account request and `personal_sign` is ever asked of the wallet
 * here: no approvals, no chain switches.
 */
export type EvmSession = {
  address: string;
  /** Which connector signed (an EIP-6963 rdns, `injected` or `walletConnect`): the session follows it. */
  connector: string;
  sign(message: string): Promise<string>;
  close(): Promise<void>;
};

/** A connected wallet's first account as a session that signs through that connector. */
export function sessionOf(
  accounts: readonly string[] | undefined,
  connector: Connector,
  close: () => Promise<void> = async () => undefined,
): EvmSession {
  const first = accounts?.[0];
  if (!first) throw new WalletLockedError();
  const account = getAddress(first);
  const config = evmConfig();
  return {
    address: account,
    connector: connector.id,
    sign: (message) => signMessage(config, { account, message, connector }),
    close,
  };
}

async function sessionThrough(connector: Connector): Promise<EvmSession> {
  const config = evmConfig();
  const current = getConnection(config);
  // Already connected through this wallet (a reconnect, or a second tap): no new prompt.
  const accounts =
    current.status === 'connected' && current.connector?.uid === connector.uid
      ? current.addresses
      : (await connect(config, { connector })).accounts;
  return sessionOf(accounts, connector);
}

/** The wallet of this browser, or the announced one the user picked on desktop. */
export function connectInjectedEvm(connectorId?: string): Promise<EvmSession> {
  return sessionThrough(evmConnector(connectorId));
}
