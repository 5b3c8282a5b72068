import { AppError, NotLoggedInError } from '../../lib/errors';
import type { Language } from '../../../core/languages';
import type {
  MessageTemplate,
  Notice,
  NoticeKind,
  NoticeLinkType,
  UnreadCounts,
} from '../../../core/schemas/notices';
import type { Db } from '../../db/client';
import { tellUser } from '../../events/private';
import type { Translate } from '../../i18n';
import type { Clock } from '../../lib/clock';
import {
  findVisible,
  insertMessage,
  markAllRead,
  markRead,
  pageOf,
  unreadCounts,
  type NoticeRow,
} from './repo';

/** What a summary keeps of a body, as plain text. */
const SUMMARY_LENGTH = 140;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A message for one event of one user: its template under `notices.message.<template>`. */
export type MessageDraft = {
  userId: number;
  /** Unique per event (`withdrawal.rejected:42`): a retry or a second engine writes nothing more. */
  eventKey: string;
  template: MessageTemplate;
  params: Record<string, string>;
  link: { type: NoticeLinkType; id: number } | null;
};

/**
 * Writes a message inside the event's transaction, once per event, and tells the user's sockets
 * with the unread counts once it has committed.
 */
export async function writeMessage(tx: Db, draft: MessageDraft): Promise<void> {
  const id = await insertMessage(tx, draft);
  if (id === undefined) return;
  tellUser(tx, draft.userId, {
    type: 'message',
    id,
    unread: await unreadCounts(tx, draft.userId, new Date()),
  });
}

export function createNoticesService(deps: { db: Db; clock: Clock; t: Translate }) {
  const { db, clock, t } = deps;

  /** A notice in the reader's language: an announcement's own texts, a message's template. */
  function present(row: NoticeRow & { read: boolean }, lang: Language): Notice {
    let title: string;
    let bodyHtml: string;
    if (row.kind === 'message') {
      const params = row.params ?? {};
      title = t(lang, `notices.message.${row.template}.title`, params);
      bodyHtml = `<p>${escapeHtml(t(lang, `notices.message.${row.template}.body`, params))}</p>`;
    } else {
      title = row.titles?.[lang] ?? row.titles?.en ?? '';
      bodyHtml = row.bodies?.[lang] ?? row.bodies?.en ?? '';
    }
    const text = plainText(bodyHtml);
    return {
      id: row.id,
      kind: row.kind,
      title,
      summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text,
      body_html: bodyHtml,
      coin: row.coin,
      issue_date: row.issueDate,
      listing_date: row.listingDate,
      pinned: row.pinned,
      read: row.read,
      link:
        row.linkType && row.linkId !== null ? { type: row.linkType as NoticeLinkType, id: row.linkId } : null,
      created_at: (row.publishAt ?? row.createdAt).getTime(),
    };
  }

  /** One page of a tab, in the reader's language. */
  async function pageIn(
    kind: NoticeKind,
    userId: number | null,
    lang: Language,
    page: number,
    limit: number,
  ) {
    const { rows, total } = await pageOf(db, kind, userId, clock(), page, limit);
    return { list: rows.map((r) => present(r, lang)), page, limit, total };
  }

  return {
    /** POST news/announcement: the public list, without the unread counts. */
    announcements: (userId: number | null, lang: Language, page: number, limit: number) =>
      pageIn('announcement', userId, lang, page, limit),

    /** POST news/list: a tab, with both tabs' unread counts. */
    async list(kind: NoticeKind, userId: number | null, lang: Language, page: number, limit: number) {
      if (kind === 'message' && userId === null) throw new NotLoggedInError();
      const [answer, unread] = await Promise.all([
        pageIn(kind, userId, lang, page, limit),
        unreadCounts(db, userId, clock()),
      ]);
      return { ...answer, unread };
    },

    async detail(id: number, userId: number | null, lang: Language): Promise<Notice> {
      const now = clock();
      const row = await findVisible(db, id, userId, now);
      if (!row) throw new AppError('errors.notice_not_found');
      if (userId !== null) await markRead(db, row, userId, now);
      return present({ ...row, read: userId !== null }, lang);
    },

    async readAll(kind: NoticeKind, userId: number): Promise<{ unread: UnreadCounts }> {
      const now = clock();
      await markAllRead(db, kind, userId, now);
      return { unread: await unreadCounts(db, userId, now) };
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
