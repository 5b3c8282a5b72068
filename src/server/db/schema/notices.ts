import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef, users } from './accounts';

/* Announcements and messages (the notices feature). */

/** Texts by language code; English is the fallback of every other language. */
export type TextsByLanguage = Partial<Record<string, string>>;

/**
 * Both kinds in one table, so that an id names one notice. An announcement has texts per language
 * (its body cleaned before it is stored) and a publishing window; a message has its owner, the
 * event it was written for (unique: a retry or a second engine finds it written), and a template
 * with its parameters, translated when read.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['announcement', 'message'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    eventKey: text('event_key'),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    linkType: text('link_type'),
    linkId: bigint('link_id', { mode: 'number' }),
    titles: jsonb('titles').$type<TextsByLanguage>(),
    bodies: jsonb('bodies').$type<TextsByLanguage>(),
    coin: text('coin'),
    issueDate: text('issue_date'),
    listingDate: text('listing_date'),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notices_event_key').on(t.eventKey),
    index('notices_user_idx').on(t.userId, t.id),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notices_announcements_idx')
      .on(t.kind, t.pinned, t.publishAt)
      .where(sql`${t.kind} = 'announcement'`),
  ],
);

/** Which announcements a user has opened (a message keeps its own read time). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: userRef(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
