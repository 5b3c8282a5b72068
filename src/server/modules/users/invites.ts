import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findByInviteCode } from './lookup';

/**
 * The inviter of a new account, by the invitation code given at sign-up (any case). Missing is
 * fine unless the site requires one (`INVITE_CODE_REQUIRED`, reported by `get/reg`).
 */
export async function inviterOf(db: Db, code: string | undefined, required: boolean): Promise<number | null> {
  if (!code) {
    if (required) throw new AppError('errors.invite_required');
    return null;
  }
  const inviter = await findByInviteCode(db, code);
  if (!inviter) throw new AppError('errors.invite_invalid');
  return inviter.id;
}
