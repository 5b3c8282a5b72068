import type { Db } from '../../db/client';
import { optionOrders } from '../../db/schema';
import { dueItemsJob } from '../../engine/dueItems';
import type { PeriodicJob } from '../../engine/types';
import type { OptionsService } from './service';

/** How often due options are looked for: a settlement lands within a second of its time. */
const SETTLE_EVERY_MS = 200;

/**
 * Options due together settle four at a time, each in its own transaction and pool connection
 * (of ten): the platform's books are split into slots, so users' settlements rarely wait on each
 * other, and requests keep most of the pool.
 */
const SETTLE_AT_ONCE = 4;

/** The engine's job that settles each option once it is due, from the ticks recorded by then. */
export function optionSettlementJob(
  db: Db,
  options: OptionsService,
  onItemError: (err: unknown, optionId: number) => void,
): PeriodicJob {
  return dueItemsJob(db, {
    name: 'option-settlement',
    table: optionOrders,
    columns: { id: optionOrders.id, dueAt: optionOrders.settleAt, status: optionOrders.status },
    waiting: 'open',
    everyMs: SETTLE_EVERY_MS,
    concurrency: SETTLE_AT_ONCE,
    settle: (tx, row, ctx) => options.settle(tx, row, ctx.now),
    onItemError: (err, row) => onItemError(err, row.id),
  });
}
