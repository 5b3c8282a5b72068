import { and, asc, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportMessages, users } from '../../db/schema';

/* The support chat's SQL. The rules live in service.ts. */

export type SupportRow = typeof supportMessages.$inferSelect;
type Author = SupportRow['author'];

const ofUser = (userId: number) => eq(supportMessages.userId, userId);

/** Up to `limit` messages before `before` (none: the newest), oldest first; one more tells if there are more. */
export async function pageBefore(t: Db, userId: number, before: number | undefined, limit: number) {
  const rows = await t
    .select()
    .from(supportMessages)
    .where(before ? and(ofUser(userId), lt(supportMessages.id, before)) : ofUser(userId))
    .orderBy(desc(supportMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit };
}

/** Up to `limit` messages after `after`, oldest first. */
export async function pageAfter(t: Db, userId: number, after: number, limit: number) {
  const rows = await t
    .select()
    .from(supportMessages)
    .where(and(ofUser(userId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function messageByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(supportMessages)
    .where(and(ofUser(userId), eq(supportMessages.requestId, requestId)));
  return row;
}

export async function messageOfUser(t: Db, userId: number, id: number) {
  const [row] = await t
    .select()
    .from(supportMessages)
    .where(and(ofUser(userId), eq(supportMessages.id, id)));
  return row;
}

/** Messages by `author` the other side has not read. */
export async function unreadBy(t: Db, userId: number, author: Author): Promise<number> {
  const [row] = await t
    .select({ n: count() })
    .from(supportMessages)
    .where(and(ofUser(userId), eq(supportMessages.author, author), isNull(supportMessages.readAt)));
  return row?.n ?? 0;
}

/** The other side has read every message `author` wrote. */
export async function markRead(t: Db, userId: number, author: Author, at: Date): Promise<void> {
  await t
    .update(supportMessages)
    .set({ readAt: at })
    .where(and(ofUser(userId), eq(supportMessages.author, author), isNull(supportMessages.readAt)));
}

export async function insertMessage(t: Db, values: typeof supportMessages.$inferInsert) {
  const [row] = await t.insert(supportMessages).values(values).returning();
  return row!;
}

/** Every conversation: its user, last message, and the user's messages support has not read; newest first. */
export async function conversations(t: Db) {
  const unread = sql<number>`count(*) filter (where ${supportMessages.author} = 'user' and ${supportMessages.readAt} is null)`;
  const rows = await t
    .select({
      userId: supportMessages.userId,
      nickname: users.nickname,
      lastId: max(supportMessages.id),
      lastAt: max(supportMessages.createdAt),
      unread: unread.mapWith(Number),
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .groupBy(supportMessages.userId, users.nickname)
    .orderBy(desc(max(supportMessages.id)));
  return rows;
}

/** The whole conversation, oldest first (the operator's view). */
export const wholeConversation = (t: Db, userId: number) =>
  t.select().from(supportMessages).where(ofUser(userId)).orderBy(asc(supportMessages.id));
