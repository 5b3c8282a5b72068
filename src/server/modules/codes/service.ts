import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../core/languages';
import type { CodeScene } from '../../../core/schemas/user';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { Channel, MessageSender } from '../../delivery/types';
import { AppError } from '../../lib/errors';
import type { Translate } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { newCode, sha256 } from '../../lib/secrets';
import { CODE_POLICY } from './policy';

export type CodeService = ReturnType<typeof createCodeService>;

const hashCode = (target: string, scene: string, code: string) => sha256(`${target}|${scene}|${code}`);

/** Issues 6-digit codes and checks them: 10 minutes, 5 tries, rate-limited per address and IP. */
export function createCodeService(deps: { db: Db; clock: Clock; sender: MessageSender; t: Translate }) {
  const { db, clock, sender, t } = deps;

  async function assertWithinLimits(target: string, ip: string | null, now: Date): Promise<void> {
    const hourAgo = new Date(now.getTime() - 3600_000);
    const [last] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + CODE_POLICY.resendAfterMs - now.getTime();
      if (waitMs > 0)
        throw new AppError('errors.code_too_frequent', { count: Math.ceil(waitMs / 1000) }, 429);
    }
    const [perTarget] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, hourAgo)));
    if ((perTarget?.n ?? 0) >= CODE_POLICY.perTargetPerHour) throw new AppError('errors.code_limit', {}, 429);
    if (ip) {
      const [perIp] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, hourAgo)));
      if ((perIp?.n ?? 0) >= CODE_POLICY.perIpPerHour) throw new AppError('errors.code_limit', {}, 429);
    }
  }

  return {
    async send(input: {
      channel: Channel;
      target: string;
      scene: CodeScene;
      lang: Language;
      ip: string | null;
    }) {
      const now = clock();
      await assertWithinLimits(input.target, input.ip, now);
      const code = newCode();
      const [row] = await db
        .insert(verificationCodes)
        .values({
          channel: input.channel,
          target: input.target,
          scene: input.scene,
          codeHash: hashCode(input.target, input.scene, code),
          ip: input.ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_POLICY.ttlMs),
        })
        .returning({ id: verificationCodes.id });
      const minutes = CODE_POLICY.ttlMs / 60_000;
      try {
        await sender.send({
          channel: input.channel,
          to: input.target,
          scene: input.scene,
          code,
          subject: t(input.lang, 'mail.code_subject'),
          text: t(input.lang, 'mail.code_text', { code, minutes }),
        });
      } catch (err) {
        // A code nobody received must not count against the user's limits.
        if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
        throw new AppError('errors.code_send_failed', {}, 502, { cause: err });
      }
    },

    /**
     * Checks the newest unused code for this address and scene. A wrong guess uses up one of the
     * five tries (and stays counted even if the caller's later work fails). Returns the code's id
     * for `consume`, which the caller runs inside its own transaction.
     */
    async verify(input: { target: string; scene: CodeScene; code: string }): Promise<number> {
      const now = clock();
      const [latest] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, input.target),
            eq(verificationCodes.scene, input.scene),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      if (!latest || latest.attempts >= CODE_POLICY.maxAttempts) throw new AppError('errors.code_wrong');
      if (latest.expiresAt.getTime() <= now.getTime()) throw new AppError('errors.code_expired');
      if (latest.codeHash !== hashCode(input.target, input.scene, input.code)) {
        const [after] = await db
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, latest.id))
          .returning({ attempts: verificationCodes.attempts });
        const left = CODE_POLICY.maxAttempts - (after?.attempts ?? CODE_POLICY.maxAttempts);
        if (left <= 0) throw new AppError('errors.code_attempts_exhausted');
        throw new AppError('errors.code_wrong_left', { count: left });
      }
      return latest.id;
    },

    /** Marks the code used; fails if a parallel request used it first. */
    async consume(tx: Db, codeId: number): Promise<void> {
      const used = await tx
        .update(verificationCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw new AppError('errors.code_wrong');
    },
  };
}
