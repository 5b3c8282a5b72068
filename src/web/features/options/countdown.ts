// The times to the millisecond are shared with the contract screen's ticks (ui/format).
export { formatMomentMs, formatTickTime } from '../../ui/format/formatTime';

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
