import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createOutboxSender } from './outbox';
import { createSmtpSender } from './smtp';
import { createHttpSmsSender } from './smsHttp';
import type { MessageSender } from './types';

/** E-mail by SMTP and SMS by the HTTP gateway when configured; otherwise the dev outbox. */
export function createSenderFromConfig(config: Config, log: FastifyBaseLogger): MessageSender {
  const outbox = createOutboxSender(path.join(config.dataDir, 'outbox'), log);
  const email = config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : outbox;
  const sms = config.smsHttpUrl ? createHttpSmsSender(config.smsHttpUrl, config.smsHttpToken) : outbox;
  return { send: (m) => (m.channel === 'email' ? email.send(m) : sms.send(m)) };
}
