import type { CodeContact } from '../../../core/schemas/withdrawals';
import type { Channel } from '../../delivery/types';
import type { users } from '../../db/schema';
import { maskEmail, maskPhone } from '../users';

type UserRow = typeof users.$inferSelect;

/**
 * Where codes for address binding and withdrawal go: the user's own e-mail, else their phone.
 * A wallet-only account has neither; then the fund password alone guards these actions
 * (docs/decisions.md, "Withdrawals").
 */
export function contactOf(user: UserRow): { channel: Channel; target: string; public: CodeContact } | null {
  if (user.email)
    return {
      channel: 'email',
      target: user.email,
      public: { channel: 'email', masked: maskEmail(user.email) },
    };
  if (user.phone)
    return {
      channel: 'sms',
      target: user.phone,
      public: { channel: 'sms', masked: maskPhone(user.phone, user.areaCode ?? '') },
    };
  return null;
}
