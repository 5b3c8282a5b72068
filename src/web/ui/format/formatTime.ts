/*
 * Every date and time the app shows goes through here, so that one kind of date looks the same on
 * every screen. Thai is written with the Buddhist-era year in full (24/11/2569), as Thai banks and
 * exchanges write it: "69" alone is ambiguous and "2026" looks foreign.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter for the reader's language, with the calendar that language writes dates in. */
export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    const calendar = lang.toLowerCase().startsWith('th') ? 'buddhist' : undefined;
    f = new Intl.DateTimeFormat(lang, { calendar, ...options });
    formatters.set(key, f);
  }
  return f;
}

const at = (when: string | number) => (typeof when === 'string' ? new Date(when) : when);

/** A record's time in the reader's language and time zone: "2025-03-04 14:05:09" style. */
export function formatTime(when: string | number, lang: string): string {
  return dateTimeFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at(when));
}

/** A date with the time to the minute, "2026-11-28 00:00", in the reader's time zone (when money arrives). */
export function formatDateMinute(when: string | number, lang: string): string {
  return dateTimeFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at(when));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day, "14:05:09", in the reader's time zone (a trade within today's list). Every one of
 * our languages writes it the same way (24-hour, two digits each, colons), so it is written out:
 * the page's first Intl date formatter loads the browser's date data, a 70–100 ms task on a slow
 * phone, and the trade screen's latest trades would pay it while they first draw. A unit test
 * compares it with Intl in every language.
 */
export function formatClock(when: string | number, _lang: string): string {
  const date = new Date(at(when));
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

const millis = (time: number) => String(((time % 1000) + 1000) % 1000).padStart(3, '0');

/** A recorded tick's time in the reader's time zone: "14:05:09.123" (HH:mm:ss.SSS). */
export const formatTickTime = (time: number, lang: string): string =>
  `${formatClock(time, lang)}.${millis(time)}`;

/** A date and time to the millisecond: "2026-11-24 14:05:09.123" in the reader's format. */
export const formatMomentMs = (time: number, lang: string): string =>
  `${formatTime(time, lang)}.${millis(time)}`;
