import { and, count, desc, eq, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { NoticeKind, UnreadCounts } from '../../../core/schemas/notices';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paged';
import { noticeReads, notices } from '../../db/schema';

/* The notices' SQL: what is published, whose messages, what is read. */

export type NoticeRow = typeof notices.$inferSelect;

/** Announcements a reader sees at `now`: published, not withdrawn. */
export const published = (now: Date) =>
  and(eq(notices.kind, 'announcement'), lte(notices.publishAt, now), isNull(notices.withdrawnAt));

const messagesOf = (userId: number) => and(eq(notices.kind, 'message'), eq(notices.userId, userId));

const unreadBy = (userId: number) =>
  notExists(
    sql`(select 1 from ${noticeReads} where ${noticeReads.userId} = ${userId} and ${noticeReads.noticeId} = ${notices.id})`,
  );

export async function unreadCounts(db: Db, userId: number | null, now: Date): Promise<UnreadCounts> {
  if (userId === null) return { announcement: 0, message: 0 };
  const [[announcements], [messages]] = await Promise.all([
    db
      .select({ n: count() })
      .from(notices)
      .where(and(published(now), unreadBy(userId))),
    db
      .select({ n: count() })
      .from(notices)
      .where(and(messagesOf(userId), isNull(notices.readAt))),
  ]);
  return { announcement: announcements?.n ?? 0, message: messages?.n ?? 0 };
}

/** One page, with whether the reader has read each; announcements pinned first, then newest. */
export async function pageOf(
  db: Db,
  kind: NoticeKind,
  userId: number | null,
  now: Date,
  page: number,
  limit: number,
): Promise<{ rows: (NoticeRow & { read: boolean })[]; total: number }> {
  const where = kind === 'announcement' ? published(now) : messagesOf(userId!);
  const readExpr =
    kind === 'message'
      ? sql<boolean>`${notices.readAt} is not null`
      : userId === null
        ? sql<boolean>`false`
        : sql<boolean>`not ${unreadBy(userId)}`;
  const order =
    kind === 'announcement'
      ? [desc(notices.pinned), desc(notices.publishAt), desc(notices.id)]
      : [desc(notices.id)];
  const { rows, total } = await readPage(
    { page, limit },
    (w) =>
      db
        .select({ notice: notices, read: readExpr })
        .from(notices)
        .where(where)
        .orderBy(...order)
        .limit(w.limit)
        .offset(w.offset),
    () => db.select({ n: count() }).from(notices).where(where),
  );
  return { rows: rows.map((r) => ({ ...r.notice, read: Boolean(r.read) })), total };
}

/** A notice the reader may open: a published announcement, or one of their own messages. */
export async function findVisible(db: Db, id: number, userId: number | null, now: Date) {
  const mine = userId === null ? sql`false` : messagesOf(userId);
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), or(published(now), mine)))
    .limit(1);
  return row;
}

export async function markRead(db: Db, row: NoticeRow, userId: number, now: Date): Promise<void> {
  if (row.kind === 'message') {
    await db
      .update(notices)
      .set({ readAt: now })
      .where(and(eq(notices.id, row.id), isNull(notices.readAt)));
  } else {
    await db.insert(noticeReads).values({ userId, noticeId: row.id, readAt: now }).onConflictDoNothing();
  }
}

export async function markAllRead(db: Db, kind: NoticeKind, userId: number, now: Date): Promise<void> {
  if (kind === 'message') {
    await db
      .update(notices)
      .set({ readAt: now })
      .where(and(messagesOf(userId), isNull(notices.readAt)));
  } else {
    await db.execute(sql`
      insert into ${noticeReads} (user_id, notice_id, created_at)
      select ${userId}, ${notices.id}, ${now} from ${notices} where ${published(now)}
      on conflict do nothing`);
  }
}

/** Writes a message once per event: `undefined` when this event's message was already written. */
export async function insertMessage(
  tx: Db,
  m: {
    userId: number;
    eventKey: string;
    template: string;
    params: Record<string, string>;
    link: { type: string; id: number } | null;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(notices)
    .values({
      kind: 'message',
      userId: m.userId,
      eventKey: m.eventKey,
      template: m.template,
      params: m.params,
      linkType: m.link?.type ?? null,
      linkId: m.link?.id ?? null,
    })
    .onConflictDoNothing({ target: notices.eventKey })
    .returning({ id: notices.id });
  return row?.id;
}
