import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { userCenter, userLoginLog } from '../../api/endpoints';
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
      const user = await api.call(userCenter, {}, { quiet: true });
      saveUser(user);
      return user;
    },
  });

/** The fresh profile from the server, starting from the copy kept at login. */
export function useProfile() {
  const { loggedIn, user } = useSession();
  return useQuery({ ...profileQuery(), enabled: loggedIn, placeholderData: user ?? undefined });
}

export type { LoginRecord } from '../../../core/schemas/user';
export const useLoginLog = () =>
  useQuery({
    queryKey: userKeys.log,
    queryFn: () => api.call(userLoginLog, {}, { quiet: true }),
  });
