import { DEPOSIT_STATUSES, type DepositStatus } from '../../../core/schemas/deposit';
import { idArg, oneOf, review, table, uploadPath, type OpsCommand } from '../../ops/command';
import { approveDeposit, listDeposits, rejectDeposit } from './operator';

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
};
