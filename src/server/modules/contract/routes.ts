import * as calls from '../../../core/calls/contract';
import { route, type Route } from '../../http/calls';
import type { ContractService } from './service';

/** Spec §7 contract calls: POST lever/deal, submit, my_trade, close, cancel, setstop, add_margin. */
export const contractRoutes = ({ contract }: { contract: ContractService }): Route[] => [
  route(calls.contractDealCall, ({ symbol }, { session }) => contract.deal(symbol, session?.userId ?? null)),
  route(calls.contractSubmitCall, (order, { session }) => contract.submit(session.userId, order)),
  route(calls.contractListCall, (query, { session }) => contract.list(session.userId, query)),
  route(calls.contractCloseCall, ({ id }, { session }) => contract.close(session.userId, id)),
  route(calls.contractCancelCall, ({ id }, { session }) => contract.cancel(session.userId, id)),
  route(calls.contractSetStopCall, (request, { session }) => contract.setStop(session.userId, request)),
  route(calls.contractAddMarginCall, (request, { session }) => contract.addMargin(session.userId, request)),
];
