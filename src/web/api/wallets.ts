import { useQuery } from '@tanstack/react-query';
import { walletList } from './endpoints';
import { api } from './index';
import { useSession } from './session/useSession';

export const walletsKey = ['user', 'wallets'] as const;

/** The wallets linked to the logged-in account. */
export function useWallets() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: walletsKey,
    queryFn: () => api.call(walletList, {}, { quiet: true }),
    enabled: loggedIn,
  });
}
