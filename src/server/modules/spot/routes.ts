import * as calls from '../../../core/calls/spot';
import { route, type Route } from '../../http/calls';
import type { SpotService } from './service';

/** Spec §7 spot calls: POST coin/trade, PUT coin/trade/cancel, GET coin/list. */
export const spotRoutes = ({ spot }: { spot: SpotService }): Route[] => [
  route(calls.placeOrder, (order, { session }) => spot.place(session.userId, order)),
  route(calls.cancelOrder, ({ id }, { session }) => spot.cancel(session.userId, id)),
  route(calls.listOrders, (query, { session }) => spot.list(session.userId, query)),
];
