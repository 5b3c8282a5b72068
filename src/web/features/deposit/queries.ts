import { useQuery } from '@tanstack/react-query';
import type {
  DepositAddress as ServerDepositAddress,
  DepositCurrency,
  DepositNetwork,
  DepositNetworkView,
  DepositPage,
  DepositRecord,
  DepositStatus,
} from '../../../core/schemas/deposit';
import { api } from '../../api';
import type { EndpointInput } from '../../api/endpoint';
import {
  depositBankInfo,
  depositCharge,
  depositCurrencies,
  depositInAddress,
  depositQuick,
  depositRecords,
} from '../../api/endpoints';

/*
 * The deposit calls as the screen uses them. Shapes are the contract's (src/core/calls/deposit.ts,
 * /api/docs); everything the screen reads from the server goes through this file.
 */

export type { DepositCurrency, DepositNetworkView, DepositPage, DepositRecord, DepositStatus };

/** Where to send a coin on a network; for ERC20 the wallet is asked to be on `chain_id` first. */
export type DepositAddress = ServerDepositAddress;

export const depositKeys = {
  all: ['deposit'] as const,
  currencies: ['deposit', 'currencies'] as const,
  address: (currencyId: number, network: string) => ['deposit', 'address', currencyId, network] as const,
  records: ['deposit', 'records'] as const,
  bankInfo: (currencyId: number) => ['deposit', 'bankInfo', currencyId] as const,
};

export const useDepositCurrencies = () =>
  useQuery({
    queryKey: depositKeys.currencies,
    queryFn: () => api.call(depositCurrencies, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

/** Asked only for a network whose address is configured (the coin list says so). */
export const useDepositAddress = (currencyId: number | null, network: DepositNetwork | null) =>
  useQuery({
    queryKey: depositKeys.address(currencyId ?? 0, network ?? ''),
    queryFn: () =>
      api.call(
        depositInAddress,
        { currency_id: currencyId ?? 0, network: network ?? 'TRC20' }, // asked only when both are set
        { quiet: true },
      ),
    enabled: currencyId !== null && network !== null,
    staleTime: 5 * 60_000,
  });

/** Still moving: the screen asks again every few seconds until each of these settles. */
export const isMoving = (r: DepositRecord) => r.status === 'confirming';
export const RECORD_POLL_MS = 3_000;

export const useDepositRecords = () =>
  useQuery({
    queryKey: depositKeys.records,
    queryFn: () => api.call(depositRecords, { page: 1, limit: 20 }, { quiet: true }),
    refetchInterval: (query) => (query.state.data?.list.some(isMoving) ? RECORD_POLL_MS : false),
  });

/** What each kind of deposit submission takes: the contract's input of `wallet/charge_req`, less its `kind`. */
type ChargeInput<K> = Omit<Extract<EndpointInput<'deposit.charge'>, { kind: K }>, 'kind'>;
export type ChainDepositRequest = ChargeInput<'chain'>;
export const submitChainDeposit = (body: ChainDepositRequest) =>
  api.call(depositCharge, { kind: 'chain', ...body });

export type BankDepositRequest = ChargeInput<'bank'>;
export const submitBankDeposit = (body: BankDepositRequest) =>
  api.call(depositCharge, { kind: 'bank', ...body });

export type QuickDepositRequest = EndpointInput<'deposit.quick'>;
export const submitQuickDeposit = (body: QuickDepositRequest) => api.call(depositQuick, body);

/** Where to pay a bank transfer or quick deposit of the coin, and this deposit's reference. */
export const useBankInfo = (currencyId: number) =>
  useQuery({
    queryKey: depositKeys.bankInfo(currencyId),
    queryFn: () => api.call(depositBankInfo, { currency_id: currencyId }, { quiet: true }),
  });
