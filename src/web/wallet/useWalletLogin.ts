import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { PublicUser } from '../../core/schemas/user';
import type { WalletChain, WalletNonce } from '../../core/schemas/wallet';
import { api } from '../request';
import { ApiError } from '../request/client';
import { useAuthSuccess } from '../session/useAuthSuccess';
import { walletErrorKey } from './errors';

type WalletSession = { address: string; sign(message: string): Promise<string>; close(): Promise<void> };
export type WalletButton = 'tron' | 'evm' | 'walletconnect';

const inviteCode = () =>
  new URLSearchParams(window.location.search).get('code') ?? localStorage.getItem('invite_code') ?? undefined;

/**
 * Connect → ask the server for a one-time message → sign it in the wallet → exchange the
 * signature for a session. Wallet code is downloaded only when a button is tapped.
 */
export function useWalletLogin() {
  const { t } = useTranslation();
  const onSuccess = useAuthSuccess();
  const [busy, setBusy] = useState<WalletButton | null>(null);

  async function run(button: WalletButton, chain: WalletChain, connect: () => Promise<WalletSession>) {
    if (busy) return;
    setBusy(button);
    let session: WalletSession | null = null;
    try {
      session = await connect();
      const { message } = await api.post<WalletNonce>('user/wallet_nonce', {
        chain,
        address: session.address,
      });
      const signing = Toast.loading({ message: t('wallet.signing'), duration: 0, forbidClick: true });
      let signature: string;
      try {
        signature = await session.sign(message);
      } finally {
        signing.clear();
      }
      const result = await api.post<{ token: string; user: PublicUser }>('user/wallet_login', {
        chain,
        address: session.address,
        message,
        signature,
        invite_code: inviteCode(),
      });
      onSuccess(result);
    } catch (err) {
      // Server refusals were already shown by the API client; wallet failures are explained here.
      if (!(err instanceof ApiError)) Toast(t(walletErrorKey(err)));
      await session?.close().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    loginTron: (adapter: 'tronlink' | 'tokenpocket') =>
      run('tron', 'tron', async () => (await import('./tron')).connectTron(adapter)),
    loginEvm: () => run('evm', 'evm', async () => (await import('./evm')).connectInjectedEvm()),
    loginWalletConnect: (projectId: string) =>
      run('walletconnect', 'evm', async () => (await import('./evm')).connectWalletConnect(projectId)),
  };
}
