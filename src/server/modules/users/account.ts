import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LoginRecord,
  updatePasswordRequest,
  updatePayPasswordRequest,
} from '../../../core/schemas/user';
import type { Db } from '../../db/client';
import { loginLog, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionAuth, SessionService } from '../sessions';
import { findById } from './lookup';
import { checkPassword, hashPassword } from './passwords';
import { toPublicUser } from './present';

export type AccountService = ReturnType<typeof createAccountService>;

/** What a logged-in user does to their own account: profile, passwords, login history. */
export function createAccountService({ db, sessions }: { db: Db; sessions: SessionService }) {
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

    /** Changing the login password signs out every other device. */
    async changePassword(auth: SessionAuth, input: z.infer<typeof updatePasswordRequest>) {
      const user = await load(auth.userId);
      if (user.passwordHash) {
        if (!input.old_password) throw new AppError('errors.old_password_required');
        if (!(await checkPassword(user.passwordHash, input.old_password)))
          throw new AppError('errors.old_password_wrong');
        if (input.old_password === input.password) throw new AppError('errors.password_same');
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
        await sessions.revokeAllForUser(auth.userId, auth.sessionId, tx as Db);
      });
    },

    async changePayPassword(userId: number, input: z.infer<typeof updatePayPasswordRequest>) {
      const user = await load(userId);
      if (user.payPasswordHash) {
        if (!input.old_pay_password) throw new AppError('errors.old_pay_password_required');
        if (!(await checkPassword(user.payPasswordHash, input.old_pay_password))) {
          throw new AppError('errors.old_pay_password_wrong');
        }
      }
      const payPasswordHash = await hashPassword(input.pay_password);
      await db.update(users).set({ payPasswordHash }).where(eq(users.id, userId));
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
