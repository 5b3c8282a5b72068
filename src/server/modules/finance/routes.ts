import * as calls from '../../../core/calls/finance';
import { route, type Route } from '../../http/calls';
import type { FinanceService } from './service';

/** Spec §7 locked-fund calls: GET lh/deposit/config, product_info, order, report; POST lh/deposit, order/quote, order/cancel. */
export const financeRoutes = ({ finance }: { finance: FinanceService }): Route[] => [
  route(calls.financeConfig, (_input, { session }) => finance.products(session?.userId ?? null)),
  route(calls.financeProductInfo, ({ id }, { session, request }) =>
    finance.productInfo(id, session?.userId ?? null, request.lang),
  ),
  route(calls.financeSubscribe, (input, { session }) => finance.subscribe(session.userId, input)),
  route(calls.financeOrders, (query, { session }) => finance.orders(session.userId, query)),
  route(calls.financeQuote, ({ id }, { session }) => finance.quote(session.userId, id)),
  route(calls.financeRedeem, (input, { session }) => finance.redeem(session.userId, input)),
  route(calls.financeReportCall, (_input, { session }) => finance.report(session.userId)),
];
