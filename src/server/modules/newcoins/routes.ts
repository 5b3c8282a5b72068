import * as calls from '../../../core/calls/newcoins';
import { route, type Route } from '../../http/calls';
import type { NewcoinsService } from './service';

/** Spec §7 new-coin calls: GET lh/send/config, product_info, get_recommend, order_list; POST lh/send/order. */
export const newcoinsRoutes = ({ newcoins }: { newcoins: NewcoinsService }): Route[] => [
  route(calls.newcoinConfig, () => newcoins.products()),
  route(calls.newcoinProductInfo, ({ id }, { session, request }) =>
    newcoins.productInfo(id, session?.userId ?? null, request.lang),
  ),
  route(calls.newcoinRecommend, () => newcoins.recommended()),
  route(calls.newcoinOrder, (input, { session }) => newcoins.subscribe(session.userId, input)),
  route(calls.newcoinOrderList, (page, { session }) => newcoins.orders(session.userId, page)),
];
