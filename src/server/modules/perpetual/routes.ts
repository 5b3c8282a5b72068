import * as calls from '../../../core/calls/perpetual';
import { route, type Route } from '../../http/calls';
import type { PerpetualService } from './service';

/** Spec §7 contract calls: POST lever/deal, submit, my_trade, close, cancel, setstop, add_margin. */
export const perpetualRoutes = ({ perp }: { perp: PerpetualService }): Route[] => [
  route(calls.perpDealCall, ({ symbol }, { session }) => perp.deal(symbol, session?.userId ?? null)),
  route(calls.perpSubmitCall, (order, { session }) => perp.submit(session.userId, order)),
  route(calls.perpListCall, (query, { session }) => perp.list(session.userId, query)),
  route(calls.perpCloseCall, ({ id }, { session }) => perp.close(session.userId, id)),
  route(calls.perpCancelCall, ({ id }, { session }) => perp.cancel(session.userId, id)),
  route(calls.perpSetStopCall, (request, { session }) => perp.setStop(session.userId, request)),
  route(calls.perpAddMarginCall, (request, { session }) => perp.addMargin(session.userId, request)),
];
