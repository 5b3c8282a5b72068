import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Five wrong login passwords in a row lock the account for 15 minutes (login and password change). */
export const LOGIN_POLICY = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

type LockState = { id: number; lockedUntil: Date | null };

/** A lock in force answers first, even before a right password is looked at. */
export function assertLoginNotLocked(user: LockState, now: Date): void {
  if (user.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError('errors.account_locked', { count: minutes });
  }
}

/**
 * Counts one wrong login password (written outside any transaction, so a refusal cannot roll it
 * back); the fifth locks. Throws the lock, or `wrongKey` with the tries left.
 */
export async function countWrongLoginPassword(
  db: Db,
  user: LockState,
  now: Date,
  wrongKey: 'errors.login_failed_left' | 'errors.old_password_wrong_left',
): Promise<never> {
  const [after] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failures: users.failedLogins });
  const failures = after?.failures ?? LOGIN_POLICY.maxFailures;
  if (failures >= LOGIN_POLICY.maxFailures) {
    await db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: new Date(now.getTime() + LOGIN_POLICY.lockMs) })
      .where(eq(users.id, user.id));
    throw new AppError('errors.account_locked', { count: LOGIN_POLICY.lockMs / 60_000 });
  }
  throw new AppError(wrongKey, { count: LOGIN_POLICY.maxFailures - failures });
}
