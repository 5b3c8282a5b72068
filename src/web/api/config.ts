import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './';
import { configAreaCodesGet, configCustomerUrl, configGetLang, configGetReg } from './endpoints';

/** Query-key roots live here so a change can invalidate exactly what it touched. */
export const configKeys = {
  reg: ['config', 'reg'] as const,
  lang: ['config', 'lang'] as const,
  customerUrl: ['config', 'customerUrl'] as const,
  support: ['config', 'support'] as const,
  areaCodes: (lang: string) => ['config', 'areaCodes', lang] as const,
};

export const regConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.reg,
    queryFn: () => api.call(configGetReg, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const langConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.lang,
    queryFn: () => api.call(configGetLang, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const customerUrlQuery = () =>
  queryOptions({
    queryKey: configKeys.customerUrl,
    queryFn: () => api.call(configCustomerUrl, {}, { quiet: true, noToast: true }),
    staleTime: 10 * 60_000,
  });

export type { AreaCode } from '../../core/schemas/config';
export const areaCodesQuery = (lang: string) =>
  queryOptions({
    queryKey: configKeys.areaCodes(lang),
    queryFn: () => api.call(configAreaCodesGet, {}, { quiet: true }),
    staleTime: Infinity,
  });

export const useRegConfig = () => useQuery(regConfigQuery());
export const useCustomerUrl = () => useQuery(customerUrlQuery());

/** The support screen "Contact us" opens when no customer-service page is configured. */
export const SUPPORT_PATH = '/pages/help/center/chat';
