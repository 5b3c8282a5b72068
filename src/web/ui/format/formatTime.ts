const formatters = new Map<string, Intl.DateTimeFormat>();

/** A record's time in the reader's language and time zone: "2025-03-04 14:05:09" style. */
export function formatTime(iso: string, lang: string): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    formatters.set(lang, f);
  }
  return f.format(new Date(iso));
}
