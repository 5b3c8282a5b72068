import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { configKeys } from '../../api/config';
import { configSupport } from '../../api/endpoints';

/**
 * How to reach support (e-mail, help page, chat), each null when the operator set none. Kept
 * beside the screens that show it rather than in api/config, which home downloads.
 */
export const useSupportContacts = () =>
  useQuery({
    queryKey: configKeys.support,
    queryFn: () => api.call(configSupport, {}, { quiet: true, noToast: true }),
    staleTime: 10 * 60_000,
  });
