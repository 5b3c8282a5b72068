import { api } from '../../api';
import { walletLogin, walletNonce } from '../../api/endpoints';
import { inviteCode } from './inviteCode';
import { useAuthSuccess } from './useAuthSuccess';
import { useWalletSignature } from '../wallet';

/**
 * Sign in with a wallet: the signed one-time message becomes a session. `stay`: on the screen the
 * user is on (signing in with the wallet's new account), rather than going back from login.
 */
export function useWalletLogin({ stay = false } = {}) {
  const onSuccess = useAuthSuccess({ stay });
  return useWalletSignature(walletNonce, async (signed, wallet) => {
    onSuccess(await api.call(walletLogin, { ...signed, invite_code: inviteCode() }), wallet);
  });
}
