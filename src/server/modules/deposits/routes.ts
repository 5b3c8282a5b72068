import type { FastifyRequest } from 'fastify';
import * as calls from '../../../core/calls/deposit';
import type { DepositNetwork, DepositRecord } from '../../../core/schemas/deposit';
import { route, type Route } from '../../http/calls';
import type { Translate } from '../../i18n';
import type { DepositService } from './service';

/** Deposit calls of spec §7 (wallet, records, quick deposit); src/core/calls/deposit.ts describes each. */
export function depositRoutes({ deposits, t }: { deposits: DepositService; t: Translate }): Route[] {
  // Reasons the server itself wrote (a transaction that failed after all) are message keys.
  const translated = (request: FastifyRequest, record: DepositRecord): DepositRecord =>
    record.reason?.startsWith('errors.') ? { ...record, reason: t(request.lang, record.reason) } : record;

  // The spec names the address call twice.
  const address = ({ currency_id, network }: { currency_id: number; network: DepositNetwork }) =>
    deposits.address(currency_id, network);

  return [
    route(calls.depositCurrencies, () => deposits.currencies()),
    route(calls.depositAddressCall, address),
    route(calls.inAddress, address),
    route(calls.checkAddress, ({ network, address: text }) => deposits.checkAddress(network, text)),
    route(calls.approvedAddresses, (_, { session }) => deposits.approvedAddresses(session.userId)),
    route(calls.depositIntent, (input, { session }) => deposits.createIntent(session.userId, input)),
    route(calls.charge, async (input, { session, request }) => {
      const record =
        input.kind === 'chain'
          ? await deposits.submitChain(session.userId, input)
          : await deposits.submitBank(session.userId, input);
      return translated(request, record);
    }),
    route(calls.quickDeposit, async (input, { session, request }) =>
      translated(request, await deposits.submitQuick(session.userId, input)),
    ),
    route(calls.bankInfo, ({ currency_id }, { session }) => deposits.bankInfo(session.userId, currency_id)),
    route(calls.depositRecords, async ({ page, limit }, { session, request }) => {
      const result = await deposits.list(session.userId, page, limit);
      return { ...result, list: result.list.map((r) => translated(request, r)) };
    }),
    route(calls.depositDetail, async ({ id }, { session, request }) =>
      translated(request, await deposits.detail(session.userId, id)),
    ),
  ];
}
