import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { textProblem } from '../../../core/contract/safeText';
import { SUPPORT_TEXT_MAX } from '../../../core/schemas/support';
import type { Db } from '../../db/client';
import { supportMessages, users } from '../../db/schema';
import { idArg, table, type OpsCommand, type OpsContext, type OwnOptions } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { createUploadService } from '../uploads';
import { conversations, markRead, wholeConversation } from './repo';
import { writeMessage } from './service';

/*
 * `npm run ops` support chat: the conversations waiting for an answer, one conversation in full,
 * and a reply (text and/or an image file) that reaches the user's open chat at once: it is told on
 * the private channel like any message (through the server when one runs, else Redis).
 */

const userOf = (args: string[], own: OwnOptions) =>
  idArg(typeof own.user === 'string' ? own.user : args[0], '--user <user id>');

async function existingUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new OpsError(`no user ${userId}`);
}

/** An image file the operator names, through the upload rules (type by content, re-encoded), owned by the user. */
async function uploadFor(ctx: OpsContext, userId: number, file: string): Promise<string> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new OpsError(`cannot read ${file}`);
    },
  );
  if (size > ctx.config.uploadMaxBytes)
    throw new OpsError(`${file} is larger than ${ctx.config.uploadMaxBytes} bytes`);
  const uploads = createUploadService({ db: ctx.db, config: ctx.config });
  const spooled = await uploads.spool(createReadStream(file));
  try {
    return (await uploads.accept(userId, spooled, undefined)).id;
  } finally {
    await uploads.discard(spooled);
  }
}

export const supportCommands: Record<string, OpsCommand> = {
  'support:chats': {
    usage: 'support:chats [--all]   (conversations waiting for support, newest first; --all: every one)',
    options: { all: { type: 'boolean' } },
    async run(ctx, _args, _o, own) {
      const rows = await conversations(ctx.db);
      const lastIds = rows.map((r) => r.lastId).filter((id): id is number => id !== null);
      const lasts = lastIds.length
        ? await ctx.db.select().from(supportMessages).where(inArray(supportMessages.id, lastIds))
        : [];
      const lastById = new Map(lasts.map((m) => [m.id, m]));
      const shown = rows
        .map((r) => ({ ...r, last: r.lastId === null ? undefined : lastById.get(r.lastId) }))
        .filter((r) => own.all === true || r.unread > 0 || r.last?.author === 'user');
      return table(
        shown.map((r) => ({
          user: r.userId,
          nickname: r.nickname,
          unread: r.unread,
          last_at: r.lastAt,
          last_from: r.last?.author ?? '',
          last: (r.last?.text ?? (r.last?.uploadId ? '[image]' : '')).replace(/\s+/g, ' ').slice(0, 60),
        })),
      );
    },
  },
  'support:chat': {
    usage: 'support:chat --user <user id>   (the conversation, oldest first; marks the user’s messages read)',
    options: { user: { type: 'string' } },
    async run(ctx, args, _o, own) {
      const userId = userOf(args, own);
      await existingUser(ctx.db, userId);
      const messages = await wholeConversation(ctx.db, userId);
      await markRead(ctx.db, userId, 'user', ctx.clock());
      return table(
        messages.map((m) => ({
          id: m.id,
          at: m.createdAt,
          from: m.author === 'user' ? `user ${userId}` : `support (${m.operator ?? ''})`,
          text: m.text ?? '',
          image: m.uploadId ? `${ctx.config.uploadDir}/${m.uploadId}` : '',
        })),
      );
    },
  },
  'support:reply': {
    usage:
      'support:reply --user <user id> --text "<what the user reads>" [--image <file>]   (live in the user’s chat)',
    options: { user: { type: 'string' }, text: { type: 'string' }, image: { type: 'string' } },
    async run(ctx, args, _o, own) {
      const userId = userOf(args, own);
      const text = typeof own.text === 'string' ? own.text.trim() : '';
      const file = typeof own.image === 'string' ? own.image : '';
      if (!text && !file) throw new OpsError('give --text, --image or both');
      if (text.length > SUPPORT_TEXT_MAX)
        throw new OpsError(`--text is longer than ${SUPPORT_TEXT_MAX} characters`);
      if (text && textProblem(text)) throw new OpsError('--text has control or direction characters');
      await existingUser(ctx.db, userId);
      const uploadId = file ? await uploadFor(ctx, userId, file) : null;
      const now = ctx.clock();
      const row = await writeMessage(ctx.db, {
        userId,
        author: 'support',
        text: text || null,
        uploadId,
        operator: ctx.operator,
        at: now,
      });
      // Answering means the operator has read what the user wrote.
      await markRead(ctx.db, userId, 'user', now);
      await logOperatorAction(ctx.db, {
        operator: ctx.operator,
        action: 'support.reply',
        target: `user:${userId}`,
        reason: text || '[image]',
      });
      return `replied to user ${userId} (message ${row.id})`;
    },
  },
};
