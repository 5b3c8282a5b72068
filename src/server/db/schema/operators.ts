import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* The log of operator actions. */

/** Every operator action, with who and why (`npm run ops`). */
export const operatorActions = pgTable('operator_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
