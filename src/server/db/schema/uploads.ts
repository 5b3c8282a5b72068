import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './accounts';

/* Files users upload (deposit vouchers, identity photos). */

/** A file a user uploaded (deposit voucher, identity photo); stored outside the web root. */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, unguessable; also the file name on disk. */
    id: text('id').primaryKey(),
    userId: userRef(),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
