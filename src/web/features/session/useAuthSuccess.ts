import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthResult } from '../../../core/schemas/user';
import { saveSession, type SessionWallet } from '../../api/session/storage';
import { returnPathFrom } from '../../api/session/loginRedirect';

/**
 * After login or registration: keep the session (and the wallet that signed it, which the app
 * then follows) and go back to where the user came from.
 */
export function useAuthSuccess({ stay = false } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (result: AuthResult, wallet?: SessionWallet) => {
    saveSession(result.token, result.user, { wallet, newAccount: result.new_account });
    queryClient.removeQueries({ queryKey: ['user'] });
    // Signing in again where the user is (another wallet account): the screen's data is refetched.
    if (stay) void queryClient.invalidateQueries();
    else navigate(returnPathFrom(location.search), { replace: true });
  };
}
