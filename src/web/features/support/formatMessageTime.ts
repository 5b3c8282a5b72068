import { dateTimeFormat, formatDateMinute } from '../../ui/format/formatTime';

/** A message's time: "14:05" today, the date with it before (reader's zone). */
export function formatMessageTime(at: number, now: number, lang: string): string {
  const day = (ms: number) => new Date(ms).toDateString();
  if (day(at) !== day(now)) return formatDateMinute(at, lang);
  return dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}
