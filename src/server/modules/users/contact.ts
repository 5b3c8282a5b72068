import type { CodeContact } from '../../../core/schemas/withdrawals';
import type { Channel } from '../../delivery/types';
import type { users } from '../../db/schema';
import { maskEmail, maskPhone } from './present';

type UserRow = typeof users.$inferSelect;
type Contact = { channel: Channel; target: string; public: CodeContact };

/** Every address the user can be reached at: e-mail first, then phone. */
export function contactsOf(user: UserRow): Contact[] {
  const found: Contact[] = [];
  if (user.email)
    found.push({
      channel: 'email',
      target: user.email,
      public: { channel: 'email', masked: maskEmail(user.email) },
    });
  if (user.phone)
    found.push({
      channel: 'sms',
      target: user.phone,
      public: { channel: 'sms', masked: maskPhone(user.phone, user.areaCode ?? '') },
    });
  return found;
}

/**
 * Where codes for sensitive actions go (address, bank card, fund password, withdrawal): the
 * user's own e-mail, else their phone. A wallet-only account has neither; then the fund password
 * alone guards these actions (docs/decisions.md, "Withdrawals").
 */
export function contactOf(user: UserRow): Contact | null {
  return contactsOf(user)[0] ?? null;
}
