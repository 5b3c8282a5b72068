import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Balances that differ from the sum of their entries (should be none), and the coins whose
 * entries do not sum to zero across all owners (should be none: every credit has a debit).
 */
export async function ledgerMismatches(db: Db): Promise<{ balances: unknown[]; coins: unknown[] }> {
  const balances = (
    (await db.execute(sql`
      select b.id, b.available::text, b.frozen::text,
             coalesce(sum(e.amount) filter (where e.field = 'available'), 0)::text as entries_available,
             coalesce(sum(e.amount) filter (where e.field = 'frozen'), 0)::text as entries_frozen
      from balances b left join ledger_entries e on e.balance_id = b.id
      group by b.id
      having b.available <> coalesce(sum(e.amount) filter (where e.field = 'available'), 0)
          or b.frozen <> coalesce(sum(e.amount) filter (where e.field = 'frozen'), 0)`)) as unknown as {
      rows: unknown[];
    }
  ).rows;
  const coins = (
    (await db.execute(sql`
      select b.coin_id, sum(e.amount)::text as total from ledger_entries e join balances b on b.id = e.balance_id
      group by b.coin_id having sum(e.amount) <> 0`)) as unknown as { rows: unknown[] }
  ).rows;
  return { balances, coins };
}
