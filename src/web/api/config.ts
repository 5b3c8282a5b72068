import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageConfig, RegistrationConfig } from '../../core/schemas/config';
import { api } from './';

/** Query-key roots live here so a change can invalidate exactly what it touched. */
export const configKeys = {
  reg: ['config', 'reg'] as const,
  lang: ['config', 'lang'] as const,
  customerUrl: ['config', 'customerUrl'] as const,
  areaCodes: (lang: string) => ['config', 'areaCodes', lang] as const,
};

export const regConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.reg,
    queryFn: () => api.get<RegistrationConfig>('get/reg', undefined, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const langConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.lang,
    queryFn: () => api.post<LanguageConfig>('get/lang', undefined, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const customerUrlQuery = () =>
  queryOptions({
    queryKey: configKeys.customerUrl,
    queryFn: () =>
      api.post<{ url: string }>('set/get_customer_url', undefined, { quiet: true, noToast: true }),
    staleTime: 10 * 60_000,
  });

export type AreaCode = { country: string; name: string; code: string };
export const areaCodesQuery = (lang: string) =>
  queryOptions({
    queryKey: configKeys.areaCodes(lang),
    queryFn: () => api.get<AreaCode[]>('area_code', undefined, { quiet: true }),
    staleTime: Infinity,
  });

export const useRegConfig = () => useQuery(regConfigQuery());
export const useCustomerUrl = () => useQuery(customerUrlQuery());
