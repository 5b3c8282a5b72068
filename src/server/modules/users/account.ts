import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LoginRecord,
  PayPasswordSaved,
  updatePasswordRequest,
  updatePayPasswordRequest,
} from '../../../core/schemas/user';
import type { Db } from '../../db/client';
import { loginLog, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import type { SessionAuth, SessionService } from '../sessions';
import { holdUntil } from '../../../core/securityHold';
import { verifyActionSecrets } from './actionSecrets';
import { assertLoginNotLocked, countWrongLoginPassword } from './loginLock';
import { findById } from './lookup';
import { utcMinute, type Notifier } from './notices';
import { checkPassword, hashPassword } from './passwords';
import { toPublicUser } from './present';
import { raise } from '../../events/events';

export type AccountService = ReturnType<typeof createAccountService>;

/** What a logged-in user does to their own account: profile, passwords, login history. */
type Deps = { db: Db; clock: Clock; codes: CodeService; sessions: SessionService; notifier: Notifier };

export function createAccountService({ db, clock, codes, sessions, notifier }: Deps) {
  async function load(userId: number) {
    const user = await findById(db, userId);
    if (!user) throw new AppError('errors.account_not_found');
    return user;
  }

  return {
    async profile(userId: number) {
      return toPublicUser(await load(userId));
    },

    async setNickname(userId: number, nickname: string) {
      const [row] = await db.update(users).set({ nickname }).where(eq(users.id, userId)).returning();
      if (!row) throw new AppError('errors.account_not_found');
      return toPublicUser(row);
    },

    async setLanguage(userId: number, language: string) {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    /**
     * Changing the login password signs out every other device. The old password counts against
     * the login lock, so a session cannot be used to guess it without limit.
     */
    async changePassword(auth: SessionAuth, input: z.infer<typeof updatePasswordRequest>) {
      const user = await load(auth.userId);
      if (user.passwordHash) {
        if (!input.old_password) throw new AppError('errors.old_password_required');
        const now = clock();
        assertLoginNotLocked(user, now);
        if (!(await checkPassword(user.passwordHash, input.old_password)))
          await countWrongLoginPassword(db, user, now, 'errors.old_password_wrong_left');
        if (input.old_password === input.password) throw new AppError('errors.password_same');
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(eq(users.id, auth.userId));
        await sessions.revokeAllForUser(auth.userId, auth.sessionId, tx as Db);
        const at = clock();
        await raise(tx as Db, 'security.changed', {
          userId: auth.userId,
          change: 'password',
          ref: String(at.getTime()),
          at,
        });
      });
    },

    /**
     * Setting the first fund password needs nothing more. Changing one needs the current one
     * (under the same 5-try lock as withdrawals) and the code sent to the user's own contact;
     * the change then holds withdrawals for 24 hours and the user is told on every contact.
     */
    async changePayPassword(
      userId: number,
      input: z.infer<typeof updatePayPasswordRequest>,
    ): Promise<PayPasswordSaved> {
      const user = await load(userId);
      const payPasswordHash = await hashPassword(input.pay_password);
      if (!user.payPasswordHash) {
        await db.update(users).set({ payPasswordHash }).where(eq(users.id, userId));
        return { withdrawals_held_until: null };
      }
      if (!input.old_pay_password) throw new AppError('errors.old_pay_password_required');
      const codeId = await verifyActionSecrets(
        { db, clock, codes },
        user,
        { pay_password: input.old_pay_password, code: input.code },
        'pay_password',
      );
      const now = clock();
      await db.transaction(async (tx) => {
        if (codeId !== null) await codes.consume(tx as Db, codeId);
        await tx
          .update(users)
          .set({ payPasswordHash, payPasswordChangedAt: now })
          .where(eq(users.id, userId));
        await raise(tx as Db, 'security.changed', {
          userId,
          change: 'pay_password',
          ref: String(now.getTime()),
          at: now,
        });
      });
      const until = holdUntil(now, now)!;
      await notifier.notify(user, 'pay_password_changed', { time: utcMinute(now), until: utcMinute(until) });
      return { withdrawals_held_until: until.toISOString() };
    },

    async loginHistory(userId: number): Promise<LoginRecord[]> {
      const rows = await db
        .select()
        .from(loginLog)
        .where(eq(loginLog.userId, userId))
        .orderBy(desc(loginLog.createdAt), desc(loginLog.id))
        .limit(50);
      return rows.map((r) => ({
        method: r.method,
        ip: r.ip,
        user_agent: r.userAgent,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}
