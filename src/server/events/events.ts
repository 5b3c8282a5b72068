import type { Db } from '../db/client';

/**
 * What features announce to each other, by name. The raising feature declares its events from its
 * own folder (`declare module '../../events/events' { interface AppEvents { … } }`), with the
 * payload every hearer gets.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppEvents {}
export type EventName = keyof AppEvents;

/** Runs inside the raiser's transaction: what it writes commits or rolls back with the cause. */
export type Hearer<Name extends EventName> = (tx: Db, payload: AppEvents[Name]) => Promise<void>;

export type Events = {
  /** A feature hears an event from its set-up; hearers run in the order they were added. */
  hear<Name extends EventName>(name: Name, hearer: Hearer<Name>): void;
  /** Announces an event inside `tx`; a hearer that fails fails the raiser's transaction. */
  raise<Name extends EventName>(tx: Db, name: Name, payload: AppEvents[Name]): Promise<void>;
};

/**
 * Features hear each other through events raised and heard inside the same transaction (one
 * product never edits another's postings): a user created → the demo account funded.
 */
export function createEvents(): Events {
  const hearers = new Map<EventName, Hearer<EventName>[]>();
  return {
    hear(name, hearer) {
      hearers.set(name, [...(hearers.get(name) ?? []), hearer as Hearer<EventName>]);
    },
    async raise(tx, name, payload) {
      for (const hearer of hearers.get(name) ?? []) await hearer(tx, payload);
    },
  };
}
