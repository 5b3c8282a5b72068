import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  BankCard,
  WithdrawInfo,
  WithdrawNetwork,
  Withdrawal,
  WithdrawalAddress,
  WithdrawalPage,
} from '../../../core/schemas/withdrawals';
import { api } from '../../api';

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
    queryFn: () =>
      api.post<WithdrawInfo>('wallet/get_info', { currency_id: coinId, network }, { quiet: true }),
  });

export const useWithdrawInfo = (coinId: number, network: WithdrawNetwork) =>
  useQuery(withdrawInfoQuery(coinId, network));

export const useAddresses = () =>
  useQuery({
    queryKey: withdrawKeys.addresses,
    queryFn: () => api.post<WithdrawalAddress[]>('wallet/get_address', {}, { quiet: true }),
  });

export const useBankCard = () =>
  useQuery({
    queryKey: withdrawKeys.bankCard,
    queryFn: () => api.get<BankCard | null>('out/getAccount', undefined, { quiet: true }),
  });

export const RECORDS_PAGE_SIZE = 20;

/** Withdrawal records page by page (charge_mention/log3), newest first. */
export const withdrawRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: withdrawKeys.records,
    queryFn: ({ pageParam }) =>
      api.get<WithdrawalPage>(
        'charge_mention/log3',
        { page: pageParam, limit: RECORDS_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const useWithdrawRecords = () => useInfiniteQuery(withdrawRecordsQuery());

export const useWithdrawal = (id: number) =>
  useQuery({
    queryKey: withdrawKeys.detail(id),
    queryFn: () => api.post<Withdrawal>('wallet/withdraw_detail', { id }, { quiet: true }),
    enabled: id > 0,
  });
