import * as calls from '../../../core/calls/options';
import { route, type Route } from '../../http/calls';
import type { OptionsService } from './service';

/** Spec §7 options calls: GET microtrade/seconds, payable_currencies, lists; POST submit, demo_topup. */
export const optionsRoutes = ({ options }: { options: OptionsService }): Route[] => [
  route(calls.optionSeconds, ({ symbol }) => options.products(symbol)),
  route(calls.optionPayable, (_input, { session }) => options.payable(session.userId)),
  route(calls.optionSubmit, (order, { session }) => options.submit(session.userId, order)),
  route(calls.optionLists, (query, { session }) => options.list(session.userId, query)),
  route(calls.optionDemoTopup, (_input, { session }) => options.demoTopup(session.userId)),
];
