import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../../core/schemas/withdrawals';
import { idArg, oneOf, review, table, type OpsCommand } from '../../ops/command';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from './operator';

/** `npm run ops` withdrawal review: list, approve after paying out, reject (releasing the funds). */
export const withdrawalCommands: Record<string, OpsCommand> = {
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
};
