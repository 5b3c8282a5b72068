import {
  SUPPORT_PAGE_SIZE,
  supportOpenAt,
  type SupportHours,
  type SupportMessage,
  type SupportMessages,
  type SupportSendRequest,
} from '../../../core/schemas/support';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { tellUser } from '../../events/private';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { UploadService } from '../uploads';
import {
  insertMessage,
  markRead,
  messageByRequest,
  messageOfUser,
  pageAfter,
  pageBefore,
  unreadBy,
  type SupportRow,
} from './repo';
import type { SupportSettings } from './settings';

export type SupportService = ReturnType<typeof createSupportService>;

type Deps = {
  db: Db;
  clock: Clock;
  settings: SupportSettings;
  uploads: Pick<UploadService, 'findOwned' | 'open'>;
};

/** A message as its user reads it. */
export const toMessage = (row: SupportRow): SupportMessage => ({
  id: row.id,
  from: row.author === 'user' ? 'me' : 'support',
  text: row.text,
  image_url: row.uploadId ? `/api/support/image?id=${row.id}` : null,
  created_at: row.createdAt.getTime(),
});

/**
 * Writes a message of the conversation and tells the user's sockets (every device, and the chat
 * an operator's reply lands in) once it commits, with the replies they have not read.
 */
export async function writeMessage(
  db: Db,
  values: {
    userId: number;
    author: SupportRow['author'];
    text: string | null;
    uploadId: string | null;
    requestId?: string;
    operator?: string;
    at: Date;
  },
): Promise<SupportRow> {
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const row = await insertMessage(t, {
      userId: values.userId,
      author: values.author,
      text: values.text,
      uploadId: values.uploadId,
      requestId: values.requestId ?? null,
      operator: values.operator ?? null,
      createdAt: values.at,
    });
    const unread = await unreadBy(t, values.userId, 'support');
    tellUser(t, values.userId, { type: 'support.message', message_id: row.id, unread });
    return row;
  });
}

/** The user's side of the support chat. */
export function createSupportService({ db, clock, settings, uploads }: Deps) {
  return {
    /** GET support/messages: the newest page, an older one (`before`), or what came `after`. */
    async messages(
      userId: number,
      { before, after, limit = SUPPORT_PAGE_SIZE }: { before?: number; after?: number; limit?: number },
    ): Promise<SupportMessages> {
      const page =
        after !== undefined
          ? await pageAfter(db, userId, after, limit)
          : await pageBefore(db, userId, before, limit);
      return { list: page.rows.map(toMessage), has_more: page.more };
    },

    /** POST support/send: once per request id; an image must be the caller's own upload. */
    send: (userId: number, request: SupportSendRequest): Promise<SupportMessage> =>
      submitOnce({
        requestId: request.request_id,
        find: (requestId) => messageByRequest(db, userId, requestId),
        present: toMessage,
        create: async () => {
          if (request.image && !(await uploads.findOwned(userId, request.image)))
            throw new AppError('errors.upload_not_found');
          const row = await writeMessage(db, {
            userId,
            author: 'user',
            text: request.text ?? null,
            uploadId: request.image ?? null,
            requestId: request.request_id,
            at: clock(),
          });
          return toMessage(row);
        },
      }),

    /** POST support/read: the user has seen every reply. */
    async read(userId: number) {
      await markRead(db, userId, 'support', clock());
      return { unread: 0 };
    },

    /** GET support/unread. */
    unread: async (userId: number) => ({ unread: await unreadBy(db, userId, 'support') }),

    /** GET support/image: an image of the caller's own conversation. */
    async image(userId: number, messageId: number) {
      const message = await messageOfUser(db, userId, messageId);
      if (!message?.uploadId) throw new AppError('errors.not_found', {}, 404);
      return uploads.open(userId, message.uploadId);
    },

    /** GET support/hours. */
    hours(): SupportHours {
      const hours = settings.SUPPORT_HOURS;
      return {
        ...hours,
        reply_minutes: settings.SUPPORT_REPLY_MINUTES,
        open_now: supportOpenAt(hours, clock().getTime()),
      };
    },
  };
}
