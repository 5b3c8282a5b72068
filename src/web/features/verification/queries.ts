import { useQuery } from '@tanstack/react-query';
import type { VerificationCenter } from '../../../core/schemas/identity';
import { api } from '../../api';
import { useSession } from '../../api/session/useSession';

export const verificationKeys = { center: ['user', 'center2'] as const };

/** `GET user/center2`: both verification levels and the security overview. */
export function useVerificationCenter() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: verificationKeys.center,
    queryFn: () => api.get<VerificationCenter>('user/center2', undefined, { quiet: true }),
    enabled: loggedIn,
  });
}
