import { z } from 'zod';
import { parseSupportHours } from '../../../core/schemas/support';

/** Unset and empty both mean the default. */
const orDefault = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v : fallback));

export const DEFAULT_SUPPORT_HOURS = '09:00-21:00 UTC+8 daily';

/** What operators set for the support chat (README's configuration table lists them). */
export const supportSettings = z.object({
  /** When support answers: "HH:MM-HH:MM UTC±H[:MM] days" ("mon-fri,sun", "daily"). */
  SUPPORT_HOURS: orDefault(DEFAULT_SUPPORT_HOURS).transform((text, ctx) => {
    const hours = parseSupportHours(text);
    if (!hours) {
      ctx.addIssue({ code: 'custom', message: 'expected e.g. "09:00-21:00 UTC+8 mon-fri"' });
      return z.NEVER;
    }
    return hours;
  }),
  /** How soon support usually replies within its hours, in minutes (the chat says so). */
  SUPPORT_REPLY_MINUTES: orDefault('15').pipe(z.coerce.number<string>().int().min(1).max(1440)),
});
export type SupportSettings = z.output<typeof supportSettings>;
