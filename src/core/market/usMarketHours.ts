/**
 * US stock market hours (NYSE and Nasdaq): 09:30–16:00 New York time on weekdays, closed on the
 * exchanges' full holidays, closing at 13:00 on their early-close days. New York's clock is read
 * with Intl (time zone America/New_York), so daylight saving time is always right.
 *
 * Holidays follow the exchanges' fixed rules: New Year's Day, Martin Luther King Jr. Day,
 * Washington's Birthday, Good Friday, Memorial Day, Juneteenth, Independence Day, Labor Day,
 * Thanksgiving and Christmas; a Saturday holiday is kept on the Friday before (except New Year's
 * Day, whose Friday is the last trading day of the year) and a Sunday one on the Monday after.
 * Unscheduled closings (a national day of mourning, a storm) cannot be foreseen here.
 */

export type UsMarketStatus = 'open' | 'before_open' | 'after_close' | 'weekend' | 'holiday';

export type UsMarketSession = {
  /** New York's calendar date, YYYY-MM-DD. */
  date: string;
  status: UsMarketStatus;
  /** This date's opening and closing instants (epoch ms); null on weekends and holidays. */
  opensAt: number | null;
  closesAt: number | null;
};

const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 16 * 60;
const EARLY_CLOSE_MINUTE = 13 * 60;

const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

type Wall = { y: number; m: number; d: number; hh: number; mm: number; ss: number };

/** New York's wall clock at an instant. */
function wallClock(ts: number): Wall {
  const parts: Record<string, number> = {};
  for (const part of newYork.formatToParts(new Date(ts))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    y: parts.year!,
    m: parts.month!,
    d: parts.day!,
    hh: parts.hour!,
    mm: parts.minute!,
    ss: parts.second!,
  };
}

/** The instant New York's wall clock shows `minute` minutes after midnight on y-m-d. */
function instantOf(y: number, m: number, d: number, minute: number): number {
  // New York is UTC−5 or UTC−4: guess with −5, then correct by what the clock really shows.
  const guess = Date.UTC(y, m - 1, d, 0, minute) + 5 * 3600_000;
  const shown = wallClock(guess);
  const shownAsUtc = Date.UTC(shown.y, shown.m - 1, shown.d, shown.hh, shown.mm);
  return guess + (Date.UTC(y, m - 1, d, 0, minute) - shownAsUtc);
}

const key = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** Day of the week of a calendar date, 0 = Sunday. */
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The n-th given weekday of a month (n = -1: the last). */
function nthWeekday(y: number, m: number, day: number, n: number): number {
  if (n > 0) return 1 + ((day - weekday(y, m, 1) + 7) % 7) + (n - 1) * 7;
  const last = daysIn(y, m);
  return last - ((weekday(y, m, last) - day + 7) % 7);
}

/** Easter Sunday (Gregorian computus), as [month, day]. */
function easter(y: number): [number, number] {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** A fixed-date holiday moved off the weekend: Saturday → Friday, Sunday → Monday. */
function observed(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  const day = date.getUTCDay();
  if (day === 6) date.setUTCDate(d - 1);
  if (day === 0) date.setUTCDate(d + 1);
  return key(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const holidayCache = new Map<number, Set<string>>();

function holidays(y: number): Set<string> {
  let set = holidayCache.get(y);
  if (set) return set;
  const [em, ed] = easter(y);
  const goodFriday = new Date(Date.UTC(y, em - 1, ed - 2));
  set = new Set([
    // New Year's Day on a Saturday is not made up on the Friday before (that is still last year).
    ...(weekday(y, 1, 1) === 6 ? [] : [observed(y, 1, 1)]),
    key(y, 1, nthWeekday(y, 1, 1, 3)), // Martin Luther King Jr. Day: third Monday of January
    key(y, 2, nthWeekday(y, 2, 1, 3)), // Washington's Birthday: third Monday of February
    key(y, goodFriday.getUTCMonth() + 1, goodFriday.getUTCDate()),
    key(y, 5, nthWeekday(y, 5, 1, -1)), // Memorial Day: last Monday of May
    ...(y >= 2022 ? [observed(y, 6, 19)] : []), // Juneteenth, observed by the exchanges since 2022
    observed(y, 7, 4),
    key(y, 9, nthWeekday(y, 9, 1, 1)), // Labor Day: first Monday of September
    key(y, 11, nthWeekday(y, 11, 4, 4)), // Thanksgiving: fourth Thursday of November
    observed(y, 12, 25),
  ]);
  holidayCache.set(y, set);
  return set;
}

/** 13:00 closes: 3 July and 24 December when they are ordinary weekdays, and the day after Thanksgiving. */
function isEarlyClose(y: number, m: number, d: number): boolean {
  const day = weekday(y, m, d);
  if (day === 0 || day === 6 || holidays(y).has(key(y, m, d))) return false;
  if (m === 11 && d === nthWeekday(y, 11, 4, 4) + 1) return true;
  return (m === 7 && d === 3) || (m === 12 && d === 24);
}

type Hours = { opensAt: number; closesAt: number } | 'weekend' | 'holiday';
const hoursCache = new Map<string, Hours>();

/** A New York date's trading hours as instants, or why there are none. */
function hoursOn(y: number, m: number, d: number): Hours {
  const date = key(y, m, d);
  let hours = hoursCache.get(date);
  if (hours) return hours;
  const day = weekday(y, m, d);
  if (day === 0 || day === 6) hours = 'weekend';
  else if (holidays(y).has(date)) hours = 'holiday';
  else
    hours = {
      opensAt: instantOf(y, m, d, OPEN_MINUTE),
      closesAt: instantOf(y, m, d, isEarlyClose(y, m, d) ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE),
    };
  hoursCache.set(date, hours);
  return hours;
}

/** Whether the US stock market is open at an instant, and that New York day's hours. */
export function usMarketSession(ts: number): UsMarketSession {
  const w = wallClock(ts);
  const date = key(w.y, w.m, w.d);
  const hours = hoursOn(w.y, w.m, w.d);
  if (typeof hours === 'string') return { date, status: hours, opensAt: null, closesAt: null };
  const { opensAt, closesAt } = hours;
  const status = ts < opensAt ? 'before_open' : ts < closesAt ? 'open' : 'after_close';
  return { date, status, opensAt, closesAt };
}

const DAY = 86_400_000;

/**
 * The trading hours of the New York date that shares `ts`'s UTC date. New York is 4 or 5 hours
 * behind UTC, so a session (13:30–21:00 UTC at the latest) lies inside the UTC date of the same
 * name: every instant of the session is found this way, without reading the clock in New York.
 */
function hoursOfUtcDay(ts: number): Hours {
  const d = new Date(Math.floor(ts / DAY) * DAY);
  return hoursOn(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Cheap enough for every tick and every candle of a history (the hours are cached per date). */
export function isUsMarketOpen(ts: number): boolean {
  const hours = hoursOfUtcDay(ts);
  return typeof hours !== 'string' && ts >= hours.opensAt && ts < hours.closesAt;
}

/** Whether the market is open at any moment of [from, to): a candle of that span holds trading. */
export function usMarketOpenDuring(from: number, to: number): boolean {
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    const hours = hoursOfUtcDay(day);
    if (typeof hours !== 'string' && hours.opensAt < to && hours.closesAt > from) return true;
  }
  return false;
}

/** One regular trading session: its opening and closing instants (epoch ms). */
export type UsSession = { opensAt: number; closesAt: number };

/**
 * The latest regular session that had opened by `ts`: today's once the bell has rung (open or
 * closed), before that the previous trading day's. Holidays and weekends are skipped; the
 * longest gap the rules allow is four days, so two weeks back always finds one.
 */
export function usSessionAt(ts: number): UsSession {
  for (let day = Math.floor(ts / DAY) * DAY, i = 0; i < 14; i += 1, day -= DAY) {
    const hours = hoursOfUtcDay(day);
    if (typeof hours !== 'string' && hours.opensAt <= ts) return hours;
  }
  throw new Error(`no US trading session in the two weeks before ${new Date(ts).toISOString()}`);
}

/** The regular session before `session`: the one whose close a stock's daily change is measured from. */
export function usSessionBefore(session: UsSession): UsSession {
  return usSessionAt(session.opensAt - 1);
}
