import { idArg, oneOf, review, table, uploadPath, type OpsCommand } from '../../ops/command';
import { createVerificationOperators } from './operators';

const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `npm run ops` identity review: list submissions with their photos, approve, reject. */
export const verificationCommands: Record<string, OpsCommand> = {
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
};
