import * as calls from '../../../core/calls/ieo';
import { route, type Route } from '../../http/calls';
import type { IeoService } from './service';

/** Spec §7 IEO calls: POST ieo/list, ieo/apply, ieo/myApply, ieo/pay. */
export const ieoRoutes = ({ ieo }: { ieo: IeoService }): Route[] => [
  route(calls.ieoListCall, (input, { request }) => ieo.list(input, request.lang)),
  route(calls.ieoApply, (input, { session }) => ieo.apply(session.userId, input)),
  route(calls.ieoMyApply, (page, { session }) => ieo.mine(session.userId, page)),
  route(calls.ieoPay, (input, { session }) => ieo.pay(session.userId, input)),
];
