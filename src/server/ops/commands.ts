import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { USER_ACCOUNTS, type UserAccount } from '../../core/schemas/funds';
import type { Db } from '../db/client';
import { operatorActions } from '../db/schema';
import { balancesOf } from '../ledger/ledger';
import { AppError } from '../lib/errors';
import { adjustBalance, OpsError } from '../modules/operators/balances';
import { coins } from '../db/schema';
import type { Clock } from '../lib/clock';
import { approveDeposit, listDeposits, rejectDeposit } from '../modules/deposits/operator';
import { createVerificationOperators } from '../modules/identity/operators';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../modules/withdrawals/operator';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../core/schemas/withdrawals';
import { DEPOSIT_STATUSES, type DepositStatus } from '../../core/schemas/deposit';

/** What commands run against: the database, the clock, and where uploaded files are kept. */
export type OpsDeps = { db: Db; clock: Clock; uploadDir: string };
export type OpsContext = OpsDeps & { operator: string };
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

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new OpsError(`--status must be one of ${allowed.join(', ')}`);
  return value as T;
};
const review = (ctx: OpsContext, o: Options) => ({
  operator: ctx.operator,
  reason: need(o.reason, '--reason'),
});
const uploadPath = (ctx: OpsContext, id: string | null) => (id ? path.join(ctx.uploadDir, id) : null);

const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Every command `npm run ops -- <command>` knows. */
export const COMMANDS: Record<string, Command> = {
  deposits: {
    usage: `deposits [--status ${DEPOSIT_STATUSES.join('|')}]   (default pending)`,
    async run(ctx, _args, o) {
      const rows = await listDeposits(ctx.db, oneOf<DepositStatus>(o.status, DEPOSIT_STATUSES, 'pending'));
      return table(
        rows.map((d) => ({
          id: d.id,
          user: d.user_id,
          kind: d.kind,
          coin: d.currency,
          network: d.network,
          amount: d.amount,
          hash: d.hash,
          from: d.from_address,
          bank: d.bank_name && `${d.bank_name} ${d.card_number ?? ''} ${d.holder_name ?? ''}`.trim(),
          voucher: uploadPath(ctx, d.voucher),
          created: d.created_at,
        })),
      );
    },
  },
  'deposit:approve': {
    usage: 'deposit:approve <id> --reason "<why>" [--amount <decimal>]',
    async run(ctx, [id], o) {
      const d = await approveDeposit(
        ctx.db,
        idArg(id, 'id'),
        { ...review(ctx, o), amount: o.amount },
        ctx.clock(),
      );
      return `deposit ${d.id} approved: ${d.amount} ${d.currency} credited to user ${d.user_id}`;
    },
  },
  'deposit:reject': {
    usage: 'deposit:reject <id> --reason "<what the user will read>"',
    async run(ctx, [id], o) {
      const d = await rejectDeposit(ctx.db, idArg(id, 'id'), review(ctx, o), ctx.clock());
      return `deposit ${d.id} rejected`;
    },
  },
  withdrawals: {
    usage: 'withdrawals [--status pending|approved|rejected]   (default pending)',
    async run(ctx, _args, o) {
      const rows = await listWithdrawals(
        ctx.db,
        oneOf<WithdrawalStatus>(o.status, WITHDRAWAL_STATUSES, 'pending'),
      );
      return table(
        rows.map((w) => ({
          id: w.id,
          coin: w.coin,
          network: w.network,
          pay: w.actual,
          fee: w.fee,
          to: w.destination,
          remark: w.remark,
          created: w.created_at,
        })),
      );
    },
  },
  'withdrawal:approve': {
    usage: 'withdrawal:approve <id> --reason "<why>" [--tx <payout hash>]   (after paying it out)',
    async run(ctx, [id], o) {
      const r = await approveWithdrawal(
        ctx.db,
        idArg(id, 'id'),
        { ...review(ctx, o), payoutTxHash: o.tx },
        ctx.clock,
      );
      return r.changed
        ? `withdrawal ${r.withdrawal.id} approved: ${r.withdrawal.actual} ${r.withdrawal.coin} paid, fee ${r.withdrawal.fee}`
        : `withdrawal ${r.withdrawal.id} was already ${r.withdrawal.status}; nothing changed`;
    },
  },
  'withdrawal:reject': {
    usage: 'withdrawal:reject <id> --reason "<what the user will read>"',
    async run(ctx, [id], o) {
      const r = await rejectWithdrawal(ctx.db, idArg(id, 'id'), review(ctx, o), ctx.clock);
      return r.changed
        ? `withdrawal ${r.withdrawal.id} rejected: ${r.withdrawal.amount} ${r.withdrawal.coin} and fee ${r.withdrawal.fee} released`
        : `withdrawal ${r.withdrawal.id} was already ${r.withdrawal.status}; nothing changed`;
    },
  },
  verifications: {
    usage: 'verifications [--status pending|approved|rejected]   (default pending)',
    async run(ctx, _args, o) {
      const operators = createVerificationOperators({ db: ctx.db, clock: ctx.clock });
      const rows = await operators.listVerifications(oneOf(o.status, VERIFICATION_STATUSES, 'pending'));
      return table(
        rows.map((v) => ({
          id: v.id,
          user: v.user_id,
          level: v.level,
          country: v.country,
          name: v.name,
          document: v.id_type && `${v.id_type} ${v.id_number ?? ''}`,
          address: v.address,
          front: uploadPath(ctx, v.photos.front),
          back: uploadPath(ctx, v.photos.back),
          holding: uploadPath(ctx, v.photos.holding),
          created: v.created_at,
        })),
      );
    },
  },
  'verification:approve': {
    usage: 'verification:approve <id> --reason "<why>"',
    async run(ctx, [id], o) {
      const operators = createVerificationOperators({ db: ctx.db, clock: ctx.clock });
      const r = await operators.approveVerification(idArg(id, 'id'), review(ctx, o));
      return r.changed
        ? `verification ${r.id} approved`
        : `verification ${r.id} was already ${r.status}; nothing changed`;
    },
  },
  'verification:reject': {
    usage: 'verification:reject <id> --reason "<what the user will read>"',
    async run(ctx, [id], o) {
      const operators = createVerificationOperators({ db: ctx.db, clock: ctx.clock });
      const r = await operators.rejectVerification(idArg(id, 'id'), review(ctx, o));
      return r.changed
        ? `verification ${r.id} rejected`
        : `verification ${r.id} was already ${r.status}; nothing changed`;
    },
  },
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
export async function runOps(deps: OpsDeps, argv: string[], defaultOperator: string): Promise<string> {
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
  return command.run({ ...deps, operator }, args, values);
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
