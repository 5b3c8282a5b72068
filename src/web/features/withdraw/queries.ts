import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { WithdrawNetwork } from '../../../core/schemas/withdrawals';
import { api } from '../../api';
import {
  withdrawAddresses,
  withdrawBankCardGet,
  withdrawDetail,
  withdrawInfo,
  withdrawRecords,
} from '../../api/endpoints';

/** Query-key roots: a withdrawal invalidates `withdrawKeys.all`, an address change `addresses`. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: (coinId: number, network: WithdrawNetwork) => ['withdraw', 'info', coinId, network] as const,
  records: ['withdraw', 'records'] as const,
  detail: (id: number) => ['withdraw', 'detail', id] as const,
  addresses: ['withdraw', 'addresses'] as const,
  bankCard: ['withdraw', 'bank-card'] as const,
};

export const withdrawInfoQuery = (coinId: number, network: WithdrawNetwork) =>
  queryOptions({
    queryKey: withdrawKeys.info(coinId, network),
    queryFn: () => api.call(withdrawInfo, { currency_id: coinId, network }, { quiet: true }),
  });

export const useWithdrawInfo = (coinId: number, network: WithdrawNetwork) =>
  useQuery(withdrawInfoQuery(coinId, network));

export const useAddresses = () =>
  useQuery({
    queryKey: withdrawKeys.addresses,
    queryFn: () => api.call(withdrawAddresses, {}, { quiet: true }),
  });

export const useBankCard = () =>
  useQuery({
    queryKey: withdrawKeys.bankCard,
    queryFn: () => api.call(withdrawBankCardGet, {}, { quiet: true }),
  });

export const RECORDS_PAGE_SIZE = 20;

/** Withdrawal records page by page (charge_mention/log3), newest first. */
export const withdrawRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: withdrawKeys.records,
    queryFn: ({ pageParam }) =>
      api.call(withdrawRecords, { page: pageParam, limit: RECORDS_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const useWithdrawRecords = () => useInfiniteQuery(withdrawRecordsQuery());

export const useWithdrawal = (id: number) =>
  useQuery({
    queryKey: withdrawKeys.detail(id),
    queryFn: () => api.call(withdrawDetail, { id }, { quiet: true }),
    enabled: id > 0,
  });
