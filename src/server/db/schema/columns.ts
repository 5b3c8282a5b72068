import { numeric, timestamp } from 'drizzle-orm/pg-core';

/* Column shapes every domain's tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const reviewedAt = () => timestamp('reviewed_at', { withTimezone: true });
/** Money: numeric(38,18), a decimal string in code, never a float. */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
/** Prices share money's precision. */
export const price = money;
