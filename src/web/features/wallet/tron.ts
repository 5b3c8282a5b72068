import { TokenPocketAdapter, TronLinkAdapter } from '@tronweb3/tronwallet-adapters';
import { WalletLockedError } from './errors';

/**
 * The TRON side, loaded only when the user taps the TRC button. TronLink and TokenPocket inject
 * their own tronWeb, so the app ships no tronweb: the adapters sign through the injected one
 * (TIP-191 signMessageV2). Nothing else is ever asked of the wallet.
 */
export type TronSession = {
  address: string;
  connector: 'tronlink' | 'tokenpocket';
  sign(message: string): Promise<string>;
  close(): Promise<void>;
};

export async function connectTron(adapterName: 'tronlink' | 'tokenpocket'): Promise<TronSession> {
  // No deep links or download pages: in a wallet browser the wallet is here; elsewhere the
  // login screen has already explained what to do.
  const adapter =
    adapterName === 'tronlink'
      ? new TronLinkAdapter({
          checkTimeout: 3_000,
          openTronLinkAppOnMobile: false,
          openUrlWhenWalletNotFound: false,
        })
      : new TokenPocketAdapter({
          checkTimeout: 3_000,
          openAppWithDeeplink: false,
          openUrlWhenWalletNotFound: false,
        });
  await adapter.connect();
  const address = adapter.address;
  if (!address) throw new WalletLockedError();
  return {
    address,
    connector: adapterName,
    sign: (message) => adapter.signMessage(message),
    // TronLink's disconnect does not really disconnect; the server session is what logout ends.
    close: () => adapter.disconnect(),
  };
}
