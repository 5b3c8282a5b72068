import { desc, eq } from 'drizzle-orm';
import { Big, parseMoney, plainDecimal } from '../../../core/money';
import { DEFAULT_REBATE_RATIO, MAX_REBATE_RATIO } from '../../../core/referral';
import type { Db } from '../../db/client';
import { referralPartners, users } from '../../db/schema';
import { need, table, type OpsCommand } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';

/*
 * `npm run ops` referral: make a user a partner with a higher rebate ratio (spec §6), or return
 * them to the default, and list the partners. A new ratio applies to fees charged from then on;
 * lines already written keep the ratio they were written with.
 */
export const referralCommands: Record<string, OpsCommand> = {
  'referral:partner': {
    usage:
      'referral:partner <user id> --ratio <0.2–1> --reason "<why>"   (or --remove: back to the default ratio)',
    options: { ratio: { type: 'string' }, remove: { type: 'boolean' } },
    async run(ctx, args, o, own) {
      const userId = Number(need(args[0], '<user id>'));
      const reason = need(o.reason, '--reason');
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new OpsError(`no user ${userId}`);
      if (own.remove === true) {
        await ctx.db.transaction(async (tx) => {
          await tx.delete(referralPartners).where(eq(referralPartners.userId, userId));
          await logOperatorAction(tx as Db, {
            operator: ctx.operator,
            action: 'referral.partner_removed',
            target: `user:${userId}`,
            reason,
          });
        });
        return `user ${userId} earns the default ratio ${DEFAULT_REBATE_RATIO} again`;
      }
      const ratio = parseMoney(need(typeof own.ratio === 'string' ? own.ratio : undefined, '--ratio'));
      if (!ratio || ratio.lte(DEFAULT_REBATE_RATIO) || ratio.gt(MAX_REBATE_RATIO))
        throw new OpsError(`--ratio: above the default ${DEFAULT_REBATE_RATIO}, at most ${MAX_REBATE_RATIO}`);
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(referralPartners)
          .values({ userId, ratio: ratio.toFixed(), since: ctx.clock() })
          .onConflictDoUpdate({ target: referralPartners.userId, set: { ratio: ratio.toFixed() } });
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'referral.partner',
          target: `user:${userId}`,
          reason: `${reason} (ratio ${ratio.toFixed()})`,
        });
      });
      return `user ${userId} is a partner at ${new Big(ratio).times(100).toFixed()} %`;
    },
  },
  'referral:partners': {
    usage: 'referral:partners   (partners and their ratios, the newest first)',
    async run(ctx) {
      const rows = await ctx.db
        .select({ user: referralPartners.userId, nickname: users.nickname, ratio: referralPartners.ratio })
        .from(referralPartners)
        .innerJoin(users, eq(users.id, referralPartners.userId))
        .orderBy(desc(referralPartners.since));
      return table(rows.map((r) => ({ ...r, ratio: plainDecimal(r.ratio) })));
    },
  },
};
