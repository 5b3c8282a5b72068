import { formatClock, formatTime } from '../../ui/format/formatTime';

/*
 * How time is written on the options screens: the countdown of an open order, and the exact time
 * of a recorded tick (to the millisecond, since settlement takes the ticks of a 2 s window).
 */

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until `settleAt`, as "mm:ss" (or "h:mm:ss" past an hour), rounded up so that
 * "00:00" means it has settled rather than "less than a second to go". Never negative.
 */
export function formatCountdown(settleAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((settleAt - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The share of the period already gone, 0–1, for the progress bar under a countdown. */
export function elapsedShare(settleAt: number, seconds: number, now: number): number {
  const total = seconds * 1000;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - (settleAt - now) / total));
}

const millis = (time: number) => String(((time % 1000) + 1000) % 1000).padStart(3, '0');

/** A tick's time in the reader's time zone: "14:05:09.123" (HH:mm:ss.SSS). */
export const formatTickTime = (time: number, lang: string): string =>
  `${formatClock(time, lang)}.${millis(time)}`;

/** A date and time to the millisecond: "2026-11-24 14:05:09.123" in the reader's format. */
export const formatMomentMs = (time: number, lang: string): string =>
  `${formatTime(time, lang)}.${millis(time)}`;
