import * as calls from '../../../core/calls/funds';
import { route, type Route } from '../../http/calls';
import type { FundsService } from './service';

/** Spec §7 wallet calls about balances, transfers and account changes (src/core/calls/funds.ts). */
export function fundsRoutes({ funds }: { funds: FundsService }): Route[] {
  return [
    route(calls.walletList, (_, { session }) => funds.overview(session.userId)),
    route(calls.walletDetail, ({ currency_id, account }, { session }) =>
      funds.detail(session.userId, currency_id, account),
    ),
    route(calls.changeLog, (query, { session }) => funds.changeLog(session.userId, query)),
    route(calls.transfer, (input, { session }) => funds.transfer(session.userId, input)),
    route(calls.transferHistory, (query, { session }) => funds.transferHistory(session.userId, query)),
    route(calls.currencyList, (_, { session }) => funds.currencyList(session?.userId ?? null)),
  ];
}
