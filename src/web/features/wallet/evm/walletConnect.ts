import { connect, disconnect, getConnection } from 'wagmi/actions';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import { WalletLockedError } from '../errors';
import { evmConfig } from './config';
import { sessionOf, type EvmSession } from './connect';

/**
 * WalletConnect (desktop, or a phone without a wallet browser): the connector is created only
 * here, when the user asks for it, because creating it loads ~300 KB and calls the relay.
 */
export async function connectWalletConnect(projectId: string): Promise<EvmSession> {
  const config = evmConfig();
  const { accounts, connector } = await connectWithNew(
    walletConnect({
      projectId,
      showQrModal: true,
      metadata: {
        name: 'Tradewind',
        description: 'Wallet-first trading',
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    }),
  );
  return sessionOf(accounts, connector, () => disconnect(config, { connector }));
}

async function connectWithNew(create: Parameters<typeof connect>[1]['connector']) {
  const config = evmConfig();
  const { accounts } = await connect(config, { connector: create });
  const connector = getConnection(config).connector;
  if (!connector) throw new WalletLockedError();
  return { accounts, connector };
}
