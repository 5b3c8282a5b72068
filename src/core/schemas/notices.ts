import { z } from 'zod';
import { idField, pageFields, pageOf } from './fields';

/*
 * Announcements (published by operators, read by everyone) and messages (one user's own notices,
 * written when something happens to their money or their account). A message stores its template
 * and parameters, never text: it reads in the reader's language, old ones included.
 */

export const NOTICE_KINDS = ['announcement', 'message'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The record a message opens: its screen is found by type, the record by id. */
export const NOTICE_LINK_TYPES = [
  'deposit',
  'withdrawal',
  'verification',
  'contract',
  'finance',
  'security',
  'newcoin',
  'ieo',
  'c2c',
  'feedback',
] as const;
export type NoticeLinkType = (typeof NOTICE_LINK_TYPES)[number];

/** The messages the server writes: each is `notices.message.<template>.title|body` in locales/notices. */
export const MESSAGE_TEMPLATES = [
  'deposit_credited',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'contract_filled',
  'contract_take_profit',
  'contract_stop_loss',
  'contract_liquidated',
  'finance_completed',
  'verification_approved',
  'verification_rejected',
  'security_password',
  'security_pay_password',
  'security_bank_card',
  'security_withdrawal_address',
  'signin_new_device',
  'newcoin_allotted',
  'ieo_allotted',
  'ieo_not_allotted',
  'c2c_placed',
  'c2c_paid',
  'c2c_released',
  'c2c_appealed',
  'c2c_cancelled',
  'feedback_replied',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export const noticeLink = z.object({ type: z.enum(NOTICE_LINK_TYPES), id: z.number().int() });
export type NoticeLink = z.infer<typeof noticeLink>;

export const notice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** The first lines as plain text, for the list. */
  summary: z.string(),
  /** Cleaned on the server (announcements) or built from the template (messages). */
  body_html: z.string(),
  /** A coin-listing announcement's coin, issue date and listing date (YYYY-MM-DD); else null. */
  coin: z.string().nullable(),
  issue_date: z.string().nullable(),
  listing_date: z.string().nullable(),
  pinned: z.boolean(),
  read: z.boolean(),
  link: noticeLink.nullable(),
  created_at: z.number().int(),
});
export type Notice = z.infer<typeof notice>;

export const unreadCounts = z.object({ announcement: z.number().int(), message: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCounts>;

const kindField = z.enum(NOTICE_KINDS, { error: 'errors.notice_kind_invalid' });

export const announcementListRequest = z.object(pageFields);
export const noticeListRequest = z.object({ kind: kindField, ...pageFields });
export const noticeDetailRequest = z.object({ id: idField('errors.notice_not_found') });
export const readAllRequest = z.object({ kind: kindField });

export const noticeList = pageOf(notice);
export const noticeListWithUnread = pageOf(notice).extend({ unread: unreadCounts });
export type NoticeList = z.infer<typeof noticeListWithUnread>;
export const readAllResult = z.object({ unread: unreadCounts });
