import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toE164 } from '../../../core/schemas/fields';
import type { AuthResult, forgetRequest, RegisterRequest } from '../../../core/schemas/user';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Events } from '../../events/events';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { newInviteCode } from '../../lib/secrets';
import type { CodeService } from '../codes';
import type { SessionService } from '../sessions';
import { findByEmail, findByLoginAccount, findByPhone, findByUsername, isUniqueViolation } from './lookup';
import { inviterOf } from './invites';
import { assertLoginNotLocked, countWrongLoginPassword } from './loginLock';
import { checkPassword, hashPassword } from './passwords';
import { maskEmail, maskPhone, toPublicUser } from './present';

export type RequestMeta = { ip: string | null; userAgent: string | null };
export type UserService = ReturnType<typeof createUserService>;

type Deps = {
  db: Db;
  clock: Clock;
  config: Config;
  codes: CodeService;
  sessions: SessionService;
  events: Events;
};

/** Registration, login and password recovery: the ways into an account. */
export function createUserService({ db, clock, config, codes, sessions, events }: Deps) {
  /** Phone numbers are stored in E.164; a number that cannot exist is refused here. */
  function phoneOf(areaCode: string, phone: string): string {
    const e164 = toE164(areaCode, phone);
    if (!e164) throw new AppError('errors.phone_invalid');
    return e164;
  }

  return {
    async register(input: RegisterRequest, meta: RequestMeta): Promise<AuthResult> {
      if (!config.registerMethods.includes(input.account_type))
        throw new AppError('errors.register_method_disabled');
      let identity: {
        email?: string;
        phone?: string;
        areaCode?: string;
        username?: string;
        nickname: string;
      };
      let codeTarget: string | null = null;
      if (input.account_type === 'email') {
        if (await findByEmail(db, input.account)) throw new AppError('errors.email_taken');
        identity = { email: input.account, nickname: maskEmail(input.account) };
        codeTarget = input.account;
      } else if (input.account_type === 'phone') {
        const phone = phoneOf(input.area_code, input.account);
        if (await findByPhone(db, phone)) throw new AppError('errors.phone_taken');
        identity = { phone, areaCode: input.area_code, nickname: maskPhone(phone, input.area_code) };
        codeTarget = phone;
      } else {
        if (await findByUsername(db, input.account)) throw new AppError('errors.username_taken');
        identity = { username: input.account, nickname: input.account };
      }
      const invitedBy = await inviterOf(db, input.invite_code, config.inviteRequired);
      const codeId =
        codeTarget && 'code' in input
          ? await codes.verify({ target: codeTarget, scene: 'register', code: input.code })
          : null;
      const [passwordHash, payPasswordHash] = await Promise.all([
        hashPassword(input.password),
        hashPassword(input.pay_password),
      ]);
      try {
        return await db.transaction(async (tx) => {
          if (codeId !== null) await codes.consume(tx as Db, codeId);
          const [row] = await tx
            .insert(users)
            .values({
              ...identity,
              passwordHash,
              payPasswordHash,
              inviteCode: newInviteCode(),
              invitedBy,
              createdAt: clock(),
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await events.raise(tx as Db, 'user.created', { userId: row.id });
          const token = await sessions.start(tx as Db, row.id, 'register', meta);
          return { token, user: toPublicUser(row), new_account: true };
        });
      } catch (err) {
        // Two registrations of one address at once: the database's unique key decides.
        if (isUniqueViolation(err)) throw new AppError(`errors.${input.account_type}_taken`);
        throw err;
      }
    },

    async login(account: string, password: string, meta: RequestMeta): Promise<AuthResult> {
      const user = await findByLoginAccount(db, account);
      const now = clock();
      if (user) assertLoginNotLocked(user, now);
      const valid = await checkPassword(user?.passwordHash ?? null, password);
      if (!user) throw new AppError('errors.login_failed');
      if (!valid) await countWrongLoginPassword(db, user, now, 'errors.login_failed_left');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ failedLogins: 0, lockedUntil: null })
          .where(eq(users.id, user.id))
          .returning();
        const token = await sessions.start(tx as Db, user.id, 'password', meta);
        return { token, user: toPublicUser(row ?? user), new_account: false };
      });
    },

    /** Password recovery by a code sent to the account's e-mail or phone. */
    async resetPassword(input: z.infer<typeof forgetRequest>) {
      const target = input.account_type === 'email' ? input.account : phoneOf(input.area_code, input.account);
      const user =
        input.account_type === 'email' ? await findByEmail(db, target) : await findByPhone(db, target);
      if (!user) throw new AppError('errors.account_not_found');
      const codeId = await codes.verify({ target, scene: 'forget', code: input.code });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await codes.consume(tx as Db, codeId);
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(eq(users.id, user.id));
        await sessions.revokeAllForUser(user.id, undefined, tx as Db);
      });
    },
  };
}
