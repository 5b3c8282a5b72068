import * as calls from '../../../core/calls/reserves';
import { route, type Route } from '../../http/calls';
import type { ReservesService } from './service';

/** Proof of reserves: the latest snapshot, the publications, the caller's proof. */
export const reservesRoutes = ({ reserves }: { reserves: ReservesService }): Route[] => [
  route(calls.porLatest, (_input, { session }) => reserves.latest(session?.userId ?? null)),
  route(calls.porHistory, (page) => reserves.history(page)),
  route(calls.porMyProof, ({ snapshot_id }, { session }) => reserves.myProof(session.userId, snapshot_id)),
];
