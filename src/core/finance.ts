import { Big } from './money';

/*
 * Locked funds (domain-rules "Locked funds"): the interest a hosted order earns, day by day, and
 * what an early redemption costs. Pure: the server pays and redeems with these, the screens show
 * the same figures before the user commits.
 */

/** A day's interest is cut to this many places; the last day pays what the cutting left. */
export const INTEREST_PLACES = 8;

/** A year of the annual rate shown beside the daily one (0.4 % a day → 146 % a year). */
export const DAYS_PER_YEAR = 365;

export const annualRate = (dailyRate: Big | string): Big => new Big(dailyRate).times(DAYS_PER_YEAR);

/** What the whole term pays: principal × daily rate × days, exactly (10,000 × 0.4 % × 15 = 600). */
export function termInterest(principal: Big | string, dailyRate: Big | string, days: number): Big {
  return new Big(principal).times(dailyRate).times(days);
}

/** One full day's interest: principal × daily rate, cut to 8 places. */
export const dailyInterest = (principal: Big | string, dailyRate: Big | string): Big =>
  new Big(principal).times(dailyRate).round(INTEREST_PLACES, Big.roundDown);

/**
 * The interest of day `day` (1 … days) of the term: the daily amount, and on the last day what
 * makes the term's total exact.
 */
export function interestOfDay(
  principal: Big | string,
  dailyRate: Big | string,
  days: number,
  day: number,
): Big {
  if (!Number.isInteger(day) || day < 1 || day > days)
    throw new Error(`day ${day} is outside a ${days}-day term`);
  const daily = dailyInterest(principal, dailyRate);
  if (day < days) return daily;
  return termInterest(principal, dailyRate, days).minus(daily.times(days - 1));
}

/** What the first `paidDays` days of the term have paid, together. */
export function interestOfDays(
  principal: Big | string,
  dailyRate: Big | string,
  days: number,
  paidDays: number,
): Big {
  if (paidDays <= 0) return new Big(0);
  if (paidDays >= days) return termInterest(principal, dailyRate, days);
  return dailyInterest(principal, dailyRate).times(paidDays);
}

/**
 * Early redemption (the spec's worked example: 0.4 % × 3 days × 1,000 = 12, refund 988): the
 * penalty is rate × days left × principal, never more than the principal; the rest comes back.
 * Interest already paid is not touched.
 */
export function earlyRedemption(
  principal: Big | string,
  penaltyRate: Big | string,
  remainingDays: number,
): { penalty: Big; refund: Big } {
  const amount = new Big(principal);
  const raw = new Big(penaltyRate).times(Math.max(0, remainingDays)).times(amount);
  const penalty = raw.gt(amount) ? amount : raw;
  return { penalty, refund: amount.minus(penalty) };
}

/**
 * Where an order stands on a given platform day, counted in whole days: `earnedDays` have ended
 * (their interest is due), `remainingDays` have not (the day in progress counts as remaining).
 * `dayIndex` is the number of platform days from the first interest day to the day asked about
 * (−1 on the day of subscribing, T+0).
 */
export function termProgress(days: number, dayIndex: number): { earnedDays: number; remainingDays: number } {
  const earnedDays = Math.min(days, Math.max(0, dayIndex));
  return { earnedDays, remainingDays: days - earnedDays };
}
