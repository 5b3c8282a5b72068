import { userPrivateChannel } from '../../core/market/channels';
import type { PrivateEvent } from '../../core/schemas/realtime';
import { afterCommit, databaseOf } from '../db/afterCommit';
import type { Db } from '../db/client';
import type { MarketBus } from '../market/bus';

/*
 * The private channel: what happened to a user, told to that user's sockets on every node. A
 * feature calls `tellUser` inside the transaction that made the change; the frame goes out on the
 * bus (Redis across nodes) only once that transaction has committed, and never if it rolls back.
 *
 * The bus is bound to the database at start-up, so the ledger and the engines (which hold only a
 * transaction) reach it without each feature carrying it around.
 */
const buses = new WeakMap<Db, MarketBus>();

/** Start-up: frames of transactions on `db` go out on `bus`. */
export function tellUsersThrough(db: Db, bus: MarketBus): void {
  buses.set(db, bus);
}

/** Tells `userId`'s sockets about `event` once `tx` commits (nothing when no bus is bound). */
export function tellUser(tx: Db, userId: number, event: PrivateEvent): void {
  const bus = buses.get(databaseOf(tx));
  if (bus) afterCommit(tx, () => bus.publish(userPrivateChannel(userId), event));
}

/** Bus channel (no client can subscribe to it): sessions that just ended, on every node. */
export const SESSIONS_ENDED = 'sessions:ended';
export type SessionsEnded = { session_ids: number[] };

/**
 * Once `tx` commits, every node signs out the sockets of these sessions (logout, a password
 * change, a wallet sign-in that replaced them): they stop hearing the user's events at once.
 */
export function tellSessionsEnded(tx: Db, sessionIds: number[]): void {
  const bus = buses.get(databaseOf(tx));
  if (bus && sessionIds.length > 0)
    afterCommit(tx, () => bus.publish(SESSIONS_ENDED, { session_ids: sessionIds } satisfies SessionsEnded));
}
