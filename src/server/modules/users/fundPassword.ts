import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { checkPassword } from './passwords';

/** Five wrong fund passwords in a row lock withdrawals and address binding for 15 minutes. */
export const FUND_PASSWORD_POLICY = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

type FundPasswordState = {
  payPasswordHash: string | null;
  payLockedUntil: Date | null;
  failedPayPasswords: number;
};

/** Minutes left of a lock (rounded up), or 0 when none is in force. */
export function lockedMinutes(user: FundPasswordState, now: Date): number {
  if (!user.payLockedUntil || user.payLockedUntil <= now) return 0;
  return Math.ceil((user.payLockedUntil.getTime() - now.getTime()) / 60_000);
}

/** "Set a fund password first" (spec §8) when there is none. */
export function assertFundPasswordSet(user: FundPasswordState): void {
  if (!user.payPasswordHash) throw new AppError('errors.withdraw_pay_password_unset');
}

/**
 * Checks the 6-digit fund password the way login checks the login password: a lock answers
 * first, each wrong try says how many are left, the fifth locks, a right one resets the count.
 * The count is written outside the caller's transaction so a refusal cannot roll it back.
 */
export async function verifyFundPassword(
  db: Db,
  clock: Clock,
  user: FundPasswordState & { id: number },
  password: string,
): Promise<void> {
  assertFundPasswordSet(user);
  const now = clock();
  const minutes = lockedMinutes(user, now);
  if (minutes > 0) throw new AppError('errors.withdraw_pay_locked', { count: minutes });
  if (await checkPassword(user.payPasswordHash, password)) {
    // Only a count or an expired lock needs clearing; most checks write nothing.
    if (user.failedPayPasswords === 0 && !user.payLockedUntil) return;
    await db.update(users).set({ failedPayPasswords: 0, payLockedUntil: null }).where(eq(users.id, user.id));
    return;
  }
  const [after] = await db
    .update(users)
    .set({ failedPayPasswords: sql`${users.failedPayPasswords} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failures: users.failedPayPasswords });
  const failures = after?.failures ?? FUND_PASSWORD_POLICY.maxFailures;
  if (failures >= FUND_PASSWORD_POLICY.maxFailures) {
    await db
      .update(users)
      .set({ failedPayPasswords: 0, payLockedUntil: new Date(now.getTime() + FUND_PASSWORD_POLICY.lockMs) })
      .where(eq(users.id, user.id));
    throw new AppError('errors.withdraw_pay_locked', { count: FUND_PASSWORD_POLICY.lockMs / 60_000 });
  }
  throw new AppError('errors.withdraw_pay_password_wrong_left', {
    count: FUND_PASSWORD_POLICY.maxFailures - failures,
  });
}
