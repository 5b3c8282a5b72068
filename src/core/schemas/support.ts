import { z } from 'zod';
import { MAX_ID, idField, optionalText, requestIdField } from './fields';
import { uploadIdField } from './upload';

/*
 * The live chat with support (`/pages/help/center/chat`): one conversation per user, written by
 * the user (text or an uploaded image) and answered by operators through `npm run ops`. Times are
 * epoch ms; ids grow with time, so "before"/"after" an id pages the history.
 */

/** The longest message a user (or an operator) writes. */
export const SUPPORT_TEXT_MAX = 1000;
/** Messages a page of the history holds unless asked for fewer. */
export const SUPPORT_PAGE_SIZE = 30;

const time = z.number().int().meta({ description: 'Epoch milliseconds' });
// A cursor past the largest id an integer column holds means the same as that id (every message
// is before it, none after it); sent on as it is, PostgreSQL refused it with a server error.
const messageId = (description: string) =>
  z
    .union([z.string(), z.number()])
    .pipe(z.coerce.number<string | number>().int().min(0))
    .transform((id) => Math.min(id, MAX_ID))
    .optional()
    .catch(undefined)
    .meta({ description });

export const supportMessage = z.object({
  id: z.number().int(),
  from: z.enum(['me', 'support']).meta({ description: 'Who wrote it: the user, or a support operator' }),
  text: z.string().nullable(),
  image_url: z
    .string()
    .nullable()
    .meta({ description: 'The image (`support/image`), readable by this user only' }),
  created_at: time,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportMessagesRequest = z.object({
  before: messageId('Older messages than this id (the next page back); none: the newest'),
  after: messageId('Only messages newer than this id, oldest first (catching up after a frame)'),
  limit: z
    .union([z.string(), z.number()])
    .pipe(z.coerce.number<string | number>().int().min(1).max(100))
    .optional()
    .catch(undefined)
    .meta({ description: `Messages in the page, up to 100 (${SUPPORT_PAGE_SIZE} unless asked)` }),
});
export const supportMessages = z.object({
  list: z.array(supportMessage).meta({ description: 'Oldest first' }),
  has_more: z.boolean().meta({ description: 'Whether more messages lie beyond this page, in its direction' }),
});
export type SupportMessages = z.infer<typeof supportMessages>;

export const supportSendRequest = z
  .object({
    text: optionalText.pipe(
      z.string().max(SUPPORT_TEXT_MAX, { error: 'errors.support_text_too_long' }).optional(),
    ),
    image: uploadIdField('errors.upload_not_found').optional(),
    request_id: requestIdField,
  })
  .superRefine((m, ctx) => {
    if (!m.text && !m.image)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'errors.support_message_empty' });
  });
export type SupportSendRequest = z.infer<typeof supportSendRequest>;

export const supportUnread = z.object({
  unread: z.number().int().meta({ description: "Support's replies the user has not read yet" }),
});
export type SupportUnread = z.infer<typeof supportUnread>;

export const supportImageRequest = z.object({ id: idField('errors.not_found') });

/**
 * When support answers, as data the screen words in the reader's language: local times of day at
 * a fixed offset from UTC, the ISO weekdays (1 Monday … 7 Sunday) they apply to, and the usual
 * reply time within them. `to` before `from` runs past midnight.
 */
export const supportHoursShape = z.object({
  from: z.string().meta({ description: 'Opening time, HH:MM, at utc_offset_minutes' }),
  to: z.string().meta({ description: 'Closing time, HH:MM (before `from`: past midnight)' }),
  utc_offset_minutes: z.number().int().meta({ description: 'Offset of those times from UTC (480: UTC+8)' }),
  days: z.array(z.number().int().min(1).max(7)).meta({ description: 'ISO weekdays, 1 Monday … 7 Sunday' }),
});
export type SupportHoursShape = z.infer<typeof supportHoursShape>;

export const supportHours = supportHoursShape.extend({
  reply_minutes: z.number().int().meta({ description: 'How soon support usually replies within its hours' }),
  open_now: z.boolean().meta({ description: 'Whether support is within its hours now' }),
});
export type SupportHours = z.infer<typeof supportHours>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls within the hours (an overnight span belongs to the day it opened). */
export function supportOpenAt(hours: SupportHoursShape, at: number): boolean {
  const local = new Date(at + hours.utc_offset_minutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const isoDay = ((local.getUTCDay() + 6) % 7) + 1;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return hours.days.includes(isoDay); // round the clock
  if (from < to) return hours.days.includes(isoDay) && minute >= from && minute < to;
  const yesterday = ((isoDay + 5) % 7) + 1;
  return (hours.days.includes(isoDay) && minute >= from) || (hours.days.includes(yesterday) && minute < to);
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIME = '([01]\\d|2[0-3]):([0-5]\\d)';
const HOURS_PATTERN = new RegExp(
  `^${TIME}\\s*[-–]\\s*${TIME}\\s+UTC(?:([+-])(\\d{1,2})(?::([0-5]\\d))?)?(?:\\s+(.+))?$`,
  'i',
);

/**
 * SUPPORT_HOURS as operators write it, "09:00-21:00 UTC+8 mon-sun" (days: `daily`, or day names
 * and ranges joined by commas, "mon-fri,sun"; none: every day), or null when it does not read.
 */
export function parseSupportHours(text: string): SupportHoursShape | null {
  const m = HOURS_PATTERN.exec(text.trim());
  if (!m) return null;
  const [, fh, fm, th, tm, sign, oh, om, dayText] = m;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om ?? 0)) : 0;
  if (Math.abs(offset) > 14 * 60) return null;
  const days = parseDays(dayText?.trim().toLowerCase() ?? 'daily');
  if (!days) return null;
  return { from: `${fh}:${fm}`, to: `${th}:${tm}`, utc_offset_minutes: offset, days };
}

function parseDays(text: string): number[] | null {
  if (text === 'daily' || text === 'every day') return [1, 2, 3, 4, 5, 6, 7];
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [first, last = first] = part.trim().split('-');
    const a = DAY_NAMES.indexOf(first as (typeof DAY_NAMES)[number]);
    const b = DAY_NAMES.indexOf(last as (typeof DAY_NAMES)[number]);
    if (a < 0 || b < 0) return null;
    for (let d = a; ; d = (d + 1) % 7) {
      days.add(d + 1);
      if (d === b) break;
    }
  }
  return [...days].sort((x, y) => x - y);
}
