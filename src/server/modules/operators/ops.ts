import { desc, eq } from 'drizzle-orm';
import type { UserAccount } from '../../../core/schemas/funds';
import type { Db } from '../../db/client';
import { coins, operatorActions } from '../../db/schema';
import { balancesOf, platformBooks, type BalanceView } from '../../ledger/ledger';
import { idArg, need, table, type OpsCommand } from '../../ops/command';
import { adjustBalance } from './balances';

function adjustCommand(direction: 'credit' | 'debit'): OpsCommand {
  return {
    usage: `${direction} <userId> <account> <coin> <amount> --reason "<why>"`,
    async run(ctx, [user, account, coin, amount], o) {
      const transactionId = await adjustBalance(ctx.db, direction, {
        userId: idArg(user, 'userId'),
        account: need(account, 'account') as UserAccount,
        coin: need(coin, 'coin'),
        amount: need(amount, 'amount'),
        operator: ctx.operator,
        reason: need(o.reason, '--reason'),
      });
      return `${direction}ed: ledger transaction ${transactionId}`;
    },
  };
}

/** Balances as the operator reads them: coin symbols, not ids. */
async function balanceTable(db: Db, rows: BalanceView[]): Promise<string> {
  const symbols = new Map((await db.select().from(coins)).map((c) => [c.id, c.symbol]));
  return table(
    rows.map((r) => ({
      account: r.account,
      coin: symbols.get(r.coin_id),
      available: r.available,
      frozen: r.frozen,
    })),
  );
}

/**
 * `npm run ops` balance work: read a user's balances and the platform's books, credit or debit
 * through the ledger, the action log.
 */
export const operatorCommands: Record<string, OpsCommand> = {
  balances: {
    usage: 'balances <userId>',
    run: async (ctx, [user]) => balanceTable(ctx.db, await balancesOf(ctx.db, idArg(user, 'userId'))),
  },
  books: {
    usage: 'books',
    run: async (ctx) => balanceTable(ctx.db, await platformBooks(ctx.db)),
  },
  credit: adjustCommand('credit'),
  debit: adjustCommand('debit'),
  log: {
    usage: 'log [--limit 50] [--target user:5]',
    async run(ctx, _args, o) {
      const limit = Math.min(Number(o.limit ?? 50) || 50, 1000);
      const rows = await ctx.db
        .select()
        .from(operatorActions)
        .where(o.target ? eq(operatorActions.target, o.target) : undefined)
        .orderBy(desc(operatorActions.id))
        .limit(limit);
      return table(rows);
    },
  },
};
