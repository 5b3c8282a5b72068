import { and, asc, eq, lte, notInArray, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { JobContext, PeriodicJob } from './types';

export type DueItemsOptions<T extends PgTable> = {
  name: string;
  table: T;
  /** The item's key, its due time, and the status that says it still waits. */
  columns: { id: PgColumn; dueAt: PgColumn; status: PgColumn };
  waiting: string;
  /** How often due items are looked for while the node leads (also once at the lead's start). */
  everyMs: number;
  /**
   * Settles one claimed item inside the claim's transaction, and must move it out of `waiting`
   * there (with its ledger posting, if any), or move its due time later (a term paid day by day). Prices come from the item's due time (`priceAt`),
   * never from "now": a pass catching up after downtime settles as if it had run on time.
   * `'later'` leaves it waiting, untouched, for the next pass: what decides it is not recorded
   * yet (an option's settlement ticks still in the market's write buffer).
   */
  settle(tx: Db, item: InferSelectModel<T>, ctx: JobContext): Promise<void | 'later'>;
  /** An item whose settle failed is left waiting for the next pass, and reported here. */
  onItemError?: (err: unknown, item: InferSelectModel<T>) => void;
  /**
   * How many items a pass settles at once, each in a transaction of its own (default 1). The
   * claims skip each other's rows, so each item is still settled once; the order is then oldest
   * due first only roughly. Each takes a connection of the node's pool while it settles.
   */
  concurrency?: number;
};

/** A column's property name on its table: a selected row is keyed by it, not by the SQL name. */
const keyOf = (table: PgTable, column: PgColumn): string | undefined =>
  Object.entries(table as unknown as Record<string, unknown>).find(([, c]) => c === column)?.[0];

const isLater = (a: unknown, b: unknown) => a instanceof Date && b instanceof Date && a > b;

/**
 * A periodic job over a table of items with a due time (option settlement, expiries, allotments).
 * Each item is claimed with `FOR UPDATE SKIP LOCKED` and settled in that transaction, oldest due
 * first (`concurrency` at a time): two engines (or a node that lost the lead mid-pass) never settle
 * one item twice, and neither waits on the other's item. A pass runs until nothing due is left.
 */
export function dueItemsJob<T extends PgTable>(db: Db, options: DueItemsOptions<T>): PeriodicJob {
  const { table, columns, waiting } = options;
  const idKey = keyOf(table, columns.id);
  if (!idKey) throw new Error(`${options.name}: the id column is not on the table`);
  const dueKey = keyOf(table, columns.dueAt);
  if (!dueKey) throw new Error(`${options.name}: the due column is not on the table`);

  /**
   * Claims and settles the oldest due item; false when none is due (or all left have failed or
   * wait for later). `skipped` holds both kinds: neither is claimed again in this pass.
   */
  async function settleNext(ctx: JobContext, skipped: unknown[]): Promise<boolean> {
    let claimed: InferSelectModel<T> | undefined;
    try {
      return await db.transaction(async (tx) => {
        const t = tx as Db;
        const rows = await t
          .select()
          .from(table as PgTable)
          .where(
            and(
              eq(columns.status, waiting),
              lte(columns.dueAt, ctx.now),
              skipped.length > 0 ? notInArray(columns.id, skipped) : undefined,
            ),
          )
          .orderBy(asc(columns.dueAt), asc(columns.id))
          .limit(1)
          .for('update', { skipLocked: true });
        claimed = rows[0] as InferSelectModel<T> | undefined;
        if (!claimed) return false;
        if ((await options.settle(t, claimed, ctx)) === 'later') {
          skipped.push(idOf(claimed));
          return true;
        }
        await assertMoved(t, claimed);
        return true;
      });
    } catch (err) {
      if (!claimed) throw err;
      skipped.push(idOf(claimed));
      options.onItemError?.(err, claimed);
      return true;
    }
  }

  /**
   * A settle that left its item waiting at the same due time would have it claimed again at once,
   * forever. Moving its due time later (one day of a term paid, the next one due) counts as moved.
   */
  async function assertMoved(t: Db, item: InferSelectModel<T>) {
    const id = idOf(item);
    const [row] = (await t
      .select({ status: columns.status, dueAt: columns.dueAt })
      .from(table as PgTable)
      .where(eq(columns.id, id))) as { status: unknown; dueAt: unknown }[];
    const wasDue = (item as Record<string, unknown>)[dueKey!];
    if (row?.status === waiting && !isLater(row.dueAt, wasDue))
      throw new Error(`${options.name}: item ${String(id)} was left ${waiting}`);
  }

  const idOf = (item: InferSelectModel<T>) => (item as Record<string, unknown>)[idKey];

  return {
    name: options.name,
    on: 'interval',
    everyMs: options.everyMs,
    async run(ctx) {
      const skipped: unknown[] = [];
      const worker = async () => {
        while (ctx.active && (await settleNext(ctx, skipped)));
      };
      // All workers end before the pass does, even when one fails: no settling outlives its pass.
      const ended = await Promise.allSettled(Array.from({ length: options.concurrency ?? 1 }, worker));
      const failed = ended.find((e) => e.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
