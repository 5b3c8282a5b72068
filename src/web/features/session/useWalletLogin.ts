import { api } from '../../api';
import { walletLogin, walletNonce } from '../../api/endpoints';
import { inviteCode } from './inviteCode';
import { useAuthSuccess } from './useAuthSuccess';
import { useWalletSignature } from '../wallet';

/** Sign in with a wallet: the signed one-time message becomes a session. */
export function useWalletLogin() {
  const onSuccess = useAuthSuccess();
  return useWalletSignature(walletNonce, async (signed) => {
    onSuccess(
      await api.call(walletLogin, {
        ...signed,
        invite_code: inviteCode(),
      }),
    );
  });
}
