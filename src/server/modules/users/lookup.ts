import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export const findByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

export const findByPhone = async (db: Db, e164: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.phone, e164)).limit(1))[0];

export const findByUsername = async (db: Db, username: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1)
  )[0];

export const findById = async (db: Db, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findByInviteCode = async (db: Db, code: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.inviteCode, code.trim().toUpperCase())).limit(1))[0];

/**
 * The login form has one "account" box: an e-mail, a username, or a phone number typed with
 * or without its country code. A national number matches only when exactly one account has it.
 */
export async function findByLoginAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const value = account.trim();
  if (value.includes('@')) return findByEmail(db, value);
  const digits = value.replace(/[\s-]/g, '');
  if (/^\+\d{6,18}$/.test(digits)) return findByPhone(db, digits);
  if (/^\d{4,18}$/.test(digits)) {
    const byFull = await findByPhone(db, `+${digits}`);
    if (byFull) return byFull;
    const national = await db
      .select()
      .from(users)
      .where(sql`${users.phone} = '+' || ${users.areaCode} || ${digits}`)
      .limit(2);
    return national.length === 1 ? national[0] : undefined;
  }
  return findByUsername(db, value);
}

/** Postgres unique violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION;
}
