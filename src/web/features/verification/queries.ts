import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { identityCenter } from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';

export const verificationKeys = { center: ['user', 'center2'] as const };

/** `GET user/center2`: both verification levels and the security overview. */
export function useVerificationCenter() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: verificationKeys.center,
    queryFn: () => api.call(identityCenter, {}, { quiet: true }),
    enabled: loggedIn,
  });
}
