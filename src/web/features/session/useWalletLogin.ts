import type { PublicUser } from '../../../core/schemas/user';
import { api } from '../../api';
import { inviteCode } from './inviteCode';
import { useAuthSuccess } from './useAuthSuccess';
import { useWalletSignature } from '../wallet';

/** Sign in with a wallet: the signed one-time message becomes a session. */
export function useWalletLogin() {
  const onSuccess = useAuthSuccess();
  return useWalletSignature('user/wallet_nonce', async (signed) => {
    onSuccess(
      await api.post<{ token: string; user: PublicUser }>('user/wallet_login', {
        ...signed,
        invite_code: inviteCode(),
      }),
    );
  });
}
