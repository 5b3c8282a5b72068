import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { WalletChain } from '../../../core/schemas/wallet';
import { api } from '../../api';
import type { Endpoint } from '../../api/endpoint';
import { ApiError } from '../../api/client';
import { walletErrorKey } from './errors';

type WalletSession = {
  address: string;
  /** How to reach this wallet again (connector id or TRON adapter), kept with the session. */
  connector: string;
  sign(message: string): Promise<string>;
  close(): Promise<void>;
};
export type WalletButton = 'tron' | 'evm' | 'walletconnect';
export type SignedMessage = { chain: WalletChain; address: string; message: string; signature: string };
/** Which wallet signed, for the session to follow it; not sent to the server. */
export type SigningWallet = { chain: WalletChain; address: string; via: string };

/**
 * Connect → ask the server for a one-time message → sign it in the wallet → hand the signed
 * message on (to log in, or to link the wallet). Wallet code is downloaded only when a button
 * is tapped; wallet failures are explained here, server refusals by the API client.
 */
export function useWalletSignature(
  nonce: Endpoint<'wallet.nonce' | 'wallet.bindNonce'>,
  onSigned: (signed: SignedMessage, wallet: SigningWallet) => Promise<void>,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<WalletButton | null>(null);

  async function run(button: WalletButton, chain: WalletChain, connect: () => Promise<WalletSession>) {
    if (busy) return;
    setBusy(button);
    let session: WalletSession | null = null;
    try {
      session = await connect();
      const { message } = await api.call(nonce, { chain, address: session.address });
      const signing = Toast.loading({ message: t('wallet.signing'), duration: 0, forbidClick: true });
      let signature: string;
      try {
        signature = await session.sign(message);
      } finally {
        signing.clear();
      }
      await onSigned(
        { chain, address: session.address, message, signature },
        { chain, address: session.address, via: session.connector },
      );
    } catch (err) {
      if (!(err instanceof ApiError)) Toast(t(walletErrorKey(err)));
      await session?.close().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    withTron: (adapter: 'tronlink' | 'tokenpocket') =>
      run('tron', 'tron', async () => (await import('./tron')).connectTron(adapter)),
    /** `connectorId`: the announced wallet the user picked on desktop (EIP-6963 rdns). */
    withEvm: (connectorId?: string) =>
      run('evm', 'evm', async () => (await import('./evm/connect')).connectInjectedEvm(connectorId)),
    withWalletConnect: (projectId: string) =>
      run('walletconnect', 'evm', async () =>
        (await import('./evm/walletConnect')).connectWalletConnect(projectId),
      ),
  };
}
