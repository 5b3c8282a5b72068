import type { Tick } from '../../core/market/types';

/** What a job's pass is told. */
export type JobContext = {
  /** The engine clock's time when the pass started: the "now" a pass decides what is due by. */
  readonly now: Date;
  /**
   * True while this node leads and the engine is open. A pass finishes the item in hand when it
   * turns false and claims no more; correctness never depends on it (the claim in the database
   * does), it only keeps a node that lost the lead from doing work another node now does.
   */
  readonly active: boolean;
};

/**
 * One kind of timed work, declared by a feature (`jobs: EngineJob[]` in its manifest) and run by
 * the engine on the node holding the lead:
 * - `on: 'tick'`: after each market tick, one pass per symbol at a time; ticks that arrive during
 *   a pass collapse into the newest, which the next pass gets.
 * - `on: 'interval'`: a pass as soon as the node takes the lead (the catch-up after downtime),
 *   then `everyMs` after each pass ends. Items with a due time use `dueItemsJob` (./dueItems).
 *
 * `on` is a plain string so that `run`'s parameters are typed from it in an object literal.
 *
 * A pass must be safe to run twice at once on two nodes: each item it changes moves by a
 * conditional status change or a `FOR UPDATE SKIP LOCKED` claim in the same transaction as its
 * ledger posting.
 */
export type EngineJob = TickJob | PeriodicJob;

export type TickJob = {
  name: string;
  on: 'tick';
  run(tick: Tick, ctx: JobContext): Promise<void>;
};

export type PeriodicJob = {
  name: string;
  on: 'interval';
  everyMs: number;
  run(ctx: JobContext): Promise<void>;
};
