import { DEPOSIT_STATUSES, type DepositStatus } from '../../../core/schemas/deposit';
import {
  idArg,
  need,
  oneOf,
  review,
  table,
  uploadPath,
  type OpsContext,
  type OpsOptions,
  type OpsCommand,
} from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { setReceivingAccount } from './bankAccounts';
import { approveDeposit, listDeposits, rejectDeposit } from './operator';
import { clearReceivingAccount, coinBySymbol, listReceivingAccounts } from './repo';

async function coinArg(ctx: OpsContext, symbol: string | undefined) {
  const wanted = need(symbol, '<coin>').trim().toUpperCase();
  const coin = await coinBySymbol(ctx.db, wanted);
  if (!coin) throw new OpsError(`unknown coin "${wanted}"`);
  return coin;
}

/** A printable one-line value: users copy it into a bank app. */
function plain(value: string | undefined, what: string, required: boolean): string | null {
  const text = value?.trim() ?? '';
  if (!text) {
    if (required) throw new OpsError(`missing ${what}`);
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text) || text.length > 100)
    throw new OpsError(`${what} must be one line of at most 100 characters`);
  return text;
}

function bankAccountOptions(o: OpsOptions) {
  const holder = plain(o.holder, '--holder', true)!;
  const bank = plain(o.bank, '--bank', true)!;
  const account = plain(o.account, '--account', true)!.replace(/\s+/g, ' ');
  const swift = plain(o.swift, '--swift', false)?.toUpperCase() ?? null;
  const branch = plain(o.branch, '--branch', false);
  const prefix = plain(o.reference, '--reference', true)!.toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(prefix))
    throw new OpsError('--reference must be 2 to 10 letters or digits (each deposit adds its own code)');
  return { holder, bank, account, swift, branch, reference_prefix: prefix };
}

/** `npm run ops` deposit review: list, approve (crediting), reject. */
export const depositCommands: Record<string, OpsCommand> = {
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
          reference: d.reference,
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
  'deposit-banks': {
    usage: 'deposit-banks   (the receiving bank accounts users are shown, per coin)',
    async run(ctx) {
      const rows = await listReceivingAccounts(ctx.db);
      return table(
        rows.map(({ coin, account: a }) => ({
          coin,
          holder: a.holder,
          bank: a.bank,
          account: a.account,
          swift: a.swift,
          branch: a.branch,
          reference: `${a.referencePrefix}-…`,
          updated: a.updatedAt,
          by: a.updatedBy,
        })),
      );
    },
  },
  'deposit-bank:set': {
    usage:
      'deposit-bank:set <coin> --holder "<name>" --bank "<bank>" --account "<number or IBAN>" ' +
      '[--swift <code>] [--branch "<branch>"] --reference <PREFIX> --reason "<why>"',
    async run(ctx, [symbol], o) {
      const coin = await coinArg(ctx, symbol);
      const input = bankAccountOptions(o);
      const { operator, reason } = review(ctx, o);
      await ctx.db.transaction(async (tx) => {
        await setReceivingAccount(tx, coin.id, input, operator);
        await logOperatorAction(tx, {
          operator,
          action: 'deposit_bank.set',
          target: `coin:${coin.symbol}`,
          reason,
        });
      });
      return `bank transfers of ${coin.symbol} now go to ${input.holder}, ${input.bank} ${input.account}`;
    },
  },
  'deposit-bank:clear': {
    usage: 'deposit-bank:clear <coin> --reason "<why>"   (bank transfer of the coin becomes unavailable)',
    async run(ctx, [symbol], o) {
      const coin = await coinArg(ctx, symbol);
      const { operator, reason } = review(ctx, o);
      const removed = await ctx.db.transaction(async (tx) => {
        const done = await clearReceivingAccount(tx, coin.id);
        if (done)
          await logOperatorAction(tx, {
            operator,
            action: 'deposit_bank.clear',
            target: `coin:${coin.symbol}`,
            reason,
          });
        return done;
      });
      return removed
        ? `bank transfer of ${coin.symbol} is now unavailable`
        : `no account was set for ${coin.symbol}`;
    },
  },
  'deposit:reject': {
    usage: 'deposit:reject <id> --reason "<what the user will read>"',
    async run(ctx, [id], o) {
      const d = await rejectDeposit(ctx.db, idArg(id, 'id'), review(ctx, o), ctx.clock());
      return `deposit ${d.id} rejected`;
    },
  },
};
