import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The platform's days, cut at midnight in its time zone (PLATFORM_TIME_ZONE, UTC by default).
 * Days are handed around as the instant each starts, so daylight-saving days of 23 or 25 hours
 * come out right (date-fns with @date-fns/tz does the zone arithmetic).
 */
export type PlatformDays = {
  readonly zone: string;
  /** The start of the platform day that holds `instant`. */
  startOf(instant: Date): Date;
  /** The start of the day `n` days after the day that holds `instant`. */
  dayAfter(instant: Date, n: number): Date;
  /** Platform days from the day of `from` to the day of `to` (0 on the same day). */
  between(from: Date, to: Date): number;
};

export function platformDays(zone: string): PlatformDays {
  const inZone = (instant: Date) => new TZDate(instant.getTime(), zone);
  const plain = (d: Date) => new Date(d.getTime());
  return {
    zone,
    startOf: (instant) => plain(startOfDay(inZone(instant))),
    dayAfter: (instant, n) => plain(startOfDay(addDays(startOfDay(inZone(instant)), n))),
    between: (from, to) => differenceInCalendarDays(inZone(to), inZone(from)),
  };
}
