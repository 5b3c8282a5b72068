import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../core/languages';
import type { users } from '../../db/schema';
import type { MessageSender } from '../../delivery/types';
import type { Translate } from '../../i18n';
import { contactsOf } from './contact';

/** Security changes the user is told about on every contact they have. */
export const SECURITY_NOTICES = ['bank_card_replaced', 'bank_card_saved', 'pay_password_changed'] as const;
export type SecurityNotice = (typeof SECURITY_NOTICES)[number];

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Plain notices (no code) through the same senders as codes: SMTP or the SMS gateway, the dev
 * outbox otherwise. Sent after the change is committed; a failed delivery is logged, it does not
 * undo the change (the user acted with their fund password and code).
 */
export function createNotifier(deps: { sender: MessageSender; t: Translate; log: FastifyBaseLogger }) {
  return {
    async notify(
      user: typeof users.$inferSelect,
      notice: SecurityNotice,
      params: Record<string, unknown>,
    ): Promise<void> {
      const lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const subject = deps.t(lang, `mail.${notice}_subject`);
      const text = deps.t(lang, `mail.${notice}_text`, params);
      const results = await Promise.allSettled(
        contactsOf(user).map((c) =>
          deps.sender.send({ channel: c.channel, to: c.target, scene: notice, subject, text }),
        ),
      );
      for (const r of results)
        if (r.status === 'rejected')
          deps.log.warn({ err: r.reason, notice }, 'security notice not delivered');
    },
  };
}

/** A moment as every language can read it in a notice or a refusal: "2026-11-25 09:30 UTC". */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
