import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage } from './types';

/**
 * The development default: every message becomes a JSON file in `<DATA_DIR>/outbox/` (and a log
 * line naming the file), so a newcomer can register without any mail or SMS account.
 */
export function createOutboxSender(dir: string, log: FastifyBaseLogger): MessageSender {
  let sequence = 0;
  return {
    async send(message: OutgoingMessage) {
      await mkdir(dir, { recursive: true });
      // Names sort in sending order, also within one millisecond.
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      const { channel, to, scene, code, text } = message;
      await writeFile(path.join(dir, name), JSON.stringify({ to, channel, scene, code, text }, null, 2));
      // The code and the recipient stay in the file: neither reaches a log line.
      const what = code ? 'code' : `notice ${scene}`;
      log.info({ outbox: name, channel, scene }, `dev outbox: ${channel} ${what} in ${name}`);
    },
  };
}
