import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/user';
import { api } from '../../api';
import { saveUser } from '../../api/session/storage';
import { useSession } from '../../api/session/useSession';

export const userKeys = {
  all: ['user'] as const,
  center: ['user', 'center'] as const,
  log: ['user', 'log'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: userKeys.center,
    queryFn: async () => {
      const user = await api.get<PublicUser>('user/center', undefined, { quiet: true });
      saveUser(user);
      return user;
    },
  });

/** The fresh profile from the server, starting from the copy kept at login. */
export function useProfile() {
  const { loggedIn, user } = useSession();
  return useQuery({ ...profileQuery(), enabled: loggedIn, placeholderData: user ?? undefined });
}

export type LoginRecord = {
  method: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
};
export const useLoginLog = () =>
  useQuery({
    queryKey: userKeys.log,
    queryFn: () => api.get<LoginRecord[]>('user/userLog', undefined, { quiet: true }),
  });
