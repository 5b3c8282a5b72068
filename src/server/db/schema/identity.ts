import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, reviewedAt } from './columns';
import { userRef } from './accounts';
import { uploads } from './uploads';

/* Identity verification submissions. */

/** Identity verification submissions; a user's status per level is their latest row. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    level: text('level', { enum: ['basic', 'advanced'] }).notNull(),
    country: text('country'),
    realName: text('real_name'),
    idType: text('id_type', { enum: ['id_card', 'licence', 'passport', 'ssn'] }),
    idNumber: text('id_number'),
    address: text('address'),
    frontUploadId: text('front_upload_id').references(() => uploads.id),
    backUploadId: text('back_upload_id').references(() => uploads.id),
    holdingUploadId: text('holding_upload_id').references(() => uploads.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.level, t.id),
    uniqueIndex('identity_verifications_one_pending_key')
      .on(t.userId, t.level)
      .where(sql`${t.status} = 'pending'`),
  ],
);
