import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import { api } from '../../api';
import type { BoundWallet } from '../../../core/schemas/wallet';
import { walletsKey } from '../../api/wallets';
import { useWalletSignature } from './useWalletSignature';

/** Link a wallet to the logged-in account by signing the same kind of one-time message. */
export function useWalletBind() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useWalletSignature('user/wallet_bind_nonce', async (signed) => {
    queryClient.setQueryData(walletsKey, await api.post<BoundWallet[]>('user/wallet_bind', signed));
    Toast.success(t('wallet.linked'));
  });
}
