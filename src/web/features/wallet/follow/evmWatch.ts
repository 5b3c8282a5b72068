import { getConnection, reconnect, watchConnection } from 'wagmi/actions';
import { evmConfig, evmConnector } from '../evm/config';
import type { WalletWatcher } from './store';

/**
 * wagmi follows the provider's `accountsChanged` and `chainChanged` events. After a reload it
 * reconnects quietly, and only through the wallet the session signed with: `eth_accounts`, no
 * prompt, and other wallets on the page are not asked anything.
 */
export const watchEvmWallet: WalletWatcher = (via, report) => {
  const config = evmConfig();
  const read = () => {
    const connection = getConnection(config);
    if (connection.status === 'connected' && connection.address) {
      report({ kind: 'account', address: connection.address, chainId: connection.chainId });
    } else if (connection.status === 'disconnected') {
      report({ kind: 'locked' });
    }
  };
  const unwatch = watchConnection(config, { onChange: read });
  if (getConnection(config).status === 'connected') read();
  else void reconnect(config, { connectors: [evmConnector(via)] }).then(read, read);
  return unwatch;
};
