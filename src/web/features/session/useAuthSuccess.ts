import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PublicUser } from '../../../core/schemas/user';
import { saveSession } from '../../api/session/storage';
import { returnPathFrom } from '../../api/session/loginRedirect';

/** After login or registration: keep the session and go back to where the user came from. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (result: { token: string; user: PublicUser }) => {
    saveSession(result.token, result.user);
    queryClient.removeQueries({ queryKey: ['user'] });
    navigate(returnPathFrom(location.search), { replace: true });
  };
}
