import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './types';

/** E-mail through any SMTP server named by `SMTP_URL` (smtp://user:pass@host:587, smtps://…). */
export function createSmtpSender(url: string, from: string): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: OutgoingMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
