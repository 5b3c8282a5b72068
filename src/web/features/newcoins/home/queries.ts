import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { newcoinsRecommend } from '../../../api/endpoints';

/** `lh/send/get_recommend`: up to three sales, those open for subscription first (home's line). */
export function useRecommendedSales() {
  return useQuery({
    queryKey: ['newcoins', 'recommended'],
    queryFn: () => api.call(newcoinsRecommend, {}, { quiet: true }),
    staleTime: 60_000,
  });
}
