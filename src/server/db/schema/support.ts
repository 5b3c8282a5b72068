import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './accounts';
import { uploads } from './uploads';

/* The live chat with support (the support feature). */

/**
 * One user's conversation with support, a row per message. `author` says who wrote it: the user
 * (with the request id that makes a send happen once) or support (with the operator who wrote
 * it). `read_at`: when the other side read it (support's replies: the user opened the chat; the
 * user's messages: an operator read the conversation). An image is an upload owned by the user,
 * an operator's too, so that only the conversation's user reads it.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    author: text('author', { enum: ['user', 'support'] }).notNull(),
    operator: text('operator'),
    text: text('text'),
    uploadId: text('upload_id').references(() => uploads.id),
    requestId: text('request_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_messages_user_request_key').on(t.userId, t.requestId),
    index('support_messages_user_idx').on(t.userId, t.id),
    index('support_messages_unread_idx')
      .on(t.userId, t.author)
      .where(sql`${t.readAt} is null`),
  ],
);
