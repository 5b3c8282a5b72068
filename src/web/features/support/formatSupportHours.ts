import type { SupportHoursShape } from '../../../core/schemas/support';
import { dateTimeFormat } from '../../ui/format/formatTime';

/*
 * Support hours in the reader's language: the weekdays as their own short names (runs of
 * consecutive days as a range), the offset as "UTC+8", the times as the operator set them.
 */

/** Consecutive ISO weekdays as [first, last] runs: [1,2,3,4,5,7] → [[1,5],[7,7]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** 480 → "UTC+8", 330 → "UTC+5:30", −210 → "UTC−3:30", 0 → "UTC". */
export function utcOffsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** A weekday's short name in `lang` (1 Monday … 7 Sunday). */
export function weekdayName(isoDay: number, lang: string): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoDay));
  return dateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** The days support answers: `everyDay` for all seven, else "Mon–Fri and Sun" in `lang`. */
export function formatSupportDays(days: readonly number[], lang: string, everyDay: string): string {
  if (new Set(days).size === 7) return everyDay;
  const parts = dayRuns(days).map(([a, b]) =>
    a === b ? weekdayName(a, lang) : `${weekdayName(a, lang)}–${weekdayName(b, lang)}`,
  );
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(parts);
}

/** The texts the hours line fills in. */
export function supportHoursParts(hours: SupportHoursShape, lang: string, everyDay: string) {
  return {
    days: formatSupportDays(hours.days, lang, everyDay),
    from: hours.from,
    to: hours.to,
    zone: utcOffsetText(hours.utc_offset_minutes),
  };
}
