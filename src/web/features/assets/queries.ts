import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AccountSummary,
  ChangeRecord,
  CoinBalance,
  TransferRecord,
  TransferRequest,
  UserAccount,
  WalletOverview,
} from '../../../core/schemas/funds';
import { api } from '../../api';
import { fundsChangeLog, fundsList, fundsTransfer, fundsTransferHistory } from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';

/** The answers' types are declared once, in the contract's schemas (src/core/schemas/funds.ts). */
export type { AccountSummary, ChangeRecord, CoinBalance, TransferRecord, WalletOverview };
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };
export type ChangeFilter = { account?: UserAccount; currency_id?: number };

export const PAGE_SIZE = 20;

/** Query-key roots: a transfer invalidates `fundsKeys.all` and every balance and record refreshes. */
export const fundsKeys = {
  all: ['funds'] as const,
  overview: ['funds', 'overview'] as const,
  transfers: ['funds', 'transfers'] as const,
  changes: (filter: ChangeFilter) => ['funds', 'changes', filter] as const,
};

export const walletOverviewQuery = () =>
  queryOptions({
    queryKey: fundsKeys.overview,
    queryFn: () => api.call(fundsList, {}, { quiet: true }),
  });

/** The signed-in user's balances; nothing is asked for a visitor. */
export function useWalletOverview() {
  const { loggedIn } = useSession();
  return useQuery({ ...walletOverviewQuery(), enabled: loggedIn });
}

/** One coin of the signed-in user's spot account (what a product pays with), by symbol. */
export function useSpotCoin(symbol: string): CoinBalance | undefined {
  const overview = useWalletOverview();
  return overview.data?.accounts.find((a) => a.account === 'spot')?.coins.find((c) => c.symbol === symbol);
}

/** Each coin's decimal places by id (from the overview), so records show amounts as the coin counts them. */
export function useCoinDecimals(): (currencyId: number) => number | undefined {
  const overview = useWalletOverview();
  const coins = overview.data?.accounts.flatMap((a) => a.coins) ?? [];
  return (currencyId) => coins.find((c) => c.currency_id === currencyId)?.decimals;
}

/** Each coin's decimal places by symbol, for screens that name coins rather than number them (orders). */
export function useCoinPlaces(): (symbol: string) => number | undefined {
  const overview = useWalletOverview();
  const coins = overview.data?.accounts[0]?.coins ?? [];
  return (symbol) => coins.find((c) => c.symbol === symbol)?.decimals;
}

/** The page after `last`, or undefined once every record is loaded. */
const nextPage = <T>(last: Paged<T>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

export const transferHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: fundsKeys.transfers,
    queryFn: ({ pageParam }) =>
      api.call(fundsTransferHistory, { page: pageParam, limit: PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const changeLogQuery = (filter: ChangeFilter) =>
  infiniteQueryOptions({
    queryKey: fundsKeys.changes(filter),
    queryFn: ({ pageParam }) =>
      api.call(fundsChangeLog, { ...filter, page: pageParam, limit: PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** `wallet/change`: the same request_id on a retry returns the first transfer, never a second. */
export const postTransfer = (request: TransferRequest & { request_id: string }) =>
  api.call(fundsTransfer, request);
