import type { PublicUser } from '../../../core/schemas/user';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The only shape in which a user leaves the server: no hashes, no lock counters. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    nickname: row.nickname,
    username: row.username,
    email: row.email,
    phone: row.phone,
    area_code: row.areaCode,
    invite_code: row.inviteCode,
    language: row.language,
    has_password: row.passwordHash !== null,
    has_pay_password: row.payPasswordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What other people may see of an address: enough to recognise it, not to use it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export function maskPhone(e164: string, areaCode: string): string {
  const national = e164.slice(areaCode.length + 1);
  return national.length > 7
    ? `${national.slice(0, 3)}****${national.slice(-4)}`
    : `${national.slice(0, 2)}****`;
}
