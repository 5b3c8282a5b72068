import { databaseOf } from '../db/afterCommit';
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

/** Hearers a feature declares in its manifest (`hears`): they need only the transaction. */
export type HearerTable = { [Name in EventName]?: Hearer<Name> };

/**
 * Start-up (the app, or `npm run ops`): the events of `db`, with every manifest's hearers, bound
 * to it. The app adds the hearers that need services from the features' `setup`.
 */
export function eventsFor(db: Db, manifests: readonly (HearerTable | undefined)[]): Events {
  const events = createEvents();
  for (const table of manifests)
    for (const [name, hearer] of Object.entries(table ?? {}))
      events.hear(name as EventName, hearer as Hearer<EventName>);
  bindEvents(db, events);
  return events;
}

const bound = new WeakMap<Db, Events>();

/**
 * Start-up (the app, or `npm run ops`): events raised in transactions on `db` reach `events`'
 * hearers. Code that holds only a transaction (an operator's decision, the engine) raises through
 * `raise` below and needs no events object handed down to it.
 */
export function bindEvents(db: Db, events: Events): void {
  bound.set(db, events);
}

/** Raises an event inside `tx` on the events bound to its database (none bound: nobody hears). */
export async function raise<Name extends EventName>(
  tx: Db,
  name: Name,
  payload: AppEvents[Name],
): Promise<void> {
  await bound.get(databaseOf(tx))?.raise(tx, name, payload);
}
