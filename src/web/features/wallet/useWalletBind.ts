import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import { api } from '../../api';
import { walletBind, walletBindNonce } from '../../api/endpoints';
import { walletsKey } from '../../api/wallets';
import { useWalletSignature } from './useWalletSignature';

/** Link a wallet to the logged-in account by signing the same kind of one-time message. */
export function useWalletBind() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useWalletSignature(walletBindNonce, async (signed) => {
    queryClient.setQueryData(walletsKey, await api.call(walletBind, signed));
    Toast.success(t('wallet.linked'));
  });
}
