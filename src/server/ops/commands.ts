import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { USER_ACCOUNTS, type UserAccount } from '../../core/schemas/funds';
import type { Db } from '../db/client';
import { operatorActions } from '../db/schema';
import { balancesOf } from '../ledger/ledger';
import { AppError } from '../http/errors';
import { adjustBalance, OpsError } from '../modules/operators/balances';
import { coins } from '../db/schema';

export type OpsContext = { db: Db; operator: string };
type Options = Record<string, string | undefined>;
type Command = {
  usage: string;
  run(ctx: OpsContext, args: string[], options: Options): Promise<string>;
};

/** Plain aligned columns: operators read this in a terminal. */
export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const cell = (v: unknown) =>
    v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(keys), ...rows.map((r) => line(keys.map((k) => cell(r[k]))))].join('\n');
}

const need = (value: string | undefined, what: string): string => {
  if (!value || !value.trim()) throw new OpsError(`missing ${what}`);
  return value;
};
const idArg = (value: string | undefined, what: string): number => {
  const id = Number(need(value, what));
  if (!Number.isSafeInteger(id) || id <= 0) throw new OpsError(`${what} must be a positive whole number`);
  return id;
};

function adjustCommand(direction: 'credit' | 'debit'): Command {
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

/** Every command `npm run ops -- <command>` knows; domain modules add theirs here. */
export const COMMANDS: Record<string, Command> = {
  balances: {
    usage: 'balances <userId>',
    async run(ctx, [user]) {
      const symbols = new Map((await ctx.db.select().from(coins)).map((c) => [c.id, c.symbol]));
      const rows = await balancesOf(ctx.db, idArg(user, 'userId'));
      return table(
        rows.map((r) => ({
          account: r.account,
          coin: symbols.get(r.coin_id),
          available: r.available,
          frozen: r.frozen,
        })),
      );
    },
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

export function usage(): string {
  return [
    'npm run ops -- [--as <operator>] <command> …',
    '',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}`),
    '',
    `accounts: ${USER_ACCOUNTS.join(', ')}`,
  ].join('\n');
}

/** Runs one command line; the output is text for the terminal. Input mistakes throw OpsError. */
export async function runOps(db: Db, argv: string[], defaultOperator: string): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      as: { type: 'string' },
      reason: { type: 'string' },
      amount: { type: 'string' },
      tx: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      target: { type: 'string' },
    },
  });
  const [name, ...args] = positionals;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new OpsError(name ? `unknown command "${name}"\n\n${usage()}` : usage());
  const operator = values.as ?? defaultOperator;
  if (!operator.trim()) throw new OpsError('say who you are with --as <operator>');
  return command.run({ db, operator }, args, values);
}

/**
 * The message to print when a command fails because of what the operator typed (a bad argument,
 * a refused business rule such as an overdraft), or null for a real fault.
 */
export function operatorMistake(err: unknown): string | null {
  if (err instanceof OpsError) return err.message;
  if (err instanceof AppError) return `refused: ${err.key}`;
  // node:util parseArgs reports unknown options this way.
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    return err.message;
  return null;
}
