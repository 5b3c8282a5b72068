import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { createdAt } from './columns';
import type { TextsByLanguage } from './notices';

/* The help centre: FAQ answers and users' feedback (the help feature). */

/**
 * One FAQ answer, its title and body per language (English the fallback of every other). The
 * body is plain text (blank-line paragraphs, "- " list items), never HTML. `seedKey` names an
 * answer the platform seeds, so a restart finds it and an operator's edits stay.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    seedKey: text('seed_key'),
    titles: jsonb('titles').$type<TextsByLanguage>().notNull(),
    bodies: jsonb('bodies').$type<TextsByLanguage>().notNull(),
    /** Shown under "popular questions", lowest first; null: not popular. */
    popular: integer('popular'),
    /** Order inside its category. */
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_seed_key').on(t.seedKey),
    index('help_articles_category_idx').on(t.category),
  ],
);

/** A user's feedback and the operator's reply; once per (user, request id). */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    /** The user's own upload ids (checked when sent). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['open', 'replied'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_feedback_user_idx').on(t.userId, t.id),
    index('help_feedback_status_idx').on(t.status, t.id),
    uniqueIndex('help_feedback_user_request_key').on(t.userId, t.requestId),
  ],
);
