import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { WalletChain } from '../../../core/schemas/wallet';
import { api } from '../../api';
import type { Endpoint } from '../../api/endpoint';
import { ApiError } from '../../api/client';
import { walletErrorKey } from './errors';

type WalletSession = { address: string; sign(message: string): Promise<string>; close(): Promise<void> };
export type WalletButton = 'tron' | 'evm' | 'walletconnect';
export type SignedMessage = { chain: WalletChain; address: string; message: string; signature: string };

/**
 * Connect → ask the server for a one-time message → sign it in the wallet → hand the signed
 * message on (to log in, or to link the wallet). Wallet code is downloaded only when a button
 * is tapped; wallet failures are explained here, server refusals by the API client.
 */
export function useWalletSignature(
  nonce: Endpoint<'wallet.nonce' | 'wallet.bindNonce'>,
  onSigned: (signed: SignedMessage) => Promise<void>,
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
      await onSigned({ chain, address: session.address, message, signature });
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
    withEvm: () => run('evm', 'evm', async () => (await import('./evm')).connectInjectedEvm()),
    withWalletConnect: (projectId: string) =>
      run('walletconnect', 'evm', async () => (await import('./evm')).connectWalletConnect(projectId)),
  };
}
