import { describe, expect, it } from 'vitest';
import {
  annualRate,
  dailyInterest,
  earlyRedemption,
  interestOfDay,
  interestOfDays,
  termInterest,
  termProgress,
} from '../../src/core/finance';
import { Big, sum } from '../../src/core/money';
import { platformDays } from '../../src/server/lib/platformDays';

/** Locked funds' rules (domain-rules "Locked funds") with the spec's worked examples. */
describe('interest of a locked-fund term', () => {
  it("pays the spec's 600 on 10,000 at 0.4 % a day for 15 days, 40 a day", () => {
    expect(termInterest('10000', '0.004', 15).toFixed()).toBe('600');
    expect(dailyInterest('10000', '0.004').toFixed()).toBe('40');
    const days = Array.from({ length: 15 }, (_, i) => interestOfDay('10000', '0.004', 15, i + 1));
    expect(sum(days).toFixed()).toBe('600');
  });

  it('shows 0.4 % a day as 146 % a year', () => {
    expect(annualRate('0.004').toFixed()).toBe('1.46');
  });

  it.each([
    // principal, daily rate, days: each day cut to 8 places, the last day pays what was cut
    ['1234.56789', '0.0035', 7, '4.32098761'],
    ['0.01', '0.0005', 15, '0.000005'],
    ['333.33333333', '0.003', 30, '0.99999999'],
  ] as const)('pays %s at %s for %i days exactly, however the daily amounts are cut', (p, rate, n, daily) => {
    expect(dailyInterest(p, rate).toFixed()).toBe(daily);
    const paid = Array.from({ length: n }, (_, i) => interestOfDay(p, rate, n, i + 1));
    expect(sum(paid).eq(new Big(p).times(rate).times(n))).toBe(true);
    const last = paid[n - 1]!;
    expect(last.gte(paid[0]!)).toBe(true);
    // Only the last day differs, by less than a unit of the 8th place per day cut.
    expect(paid.slice(0, -1).every((d) => d.eq(daily))).toBe(true);
    expect(last.minus(daily).lt(new Big('0.00000001').times(n))).toBe(true);
  });

  it('puts what the cutting left on the last day: 29 × 0.99999999, then 1.0000002897', () => {
    // 333.33333333 × 0.003 = 0.99999999999 a day, cut to 0.99999999; the term is 29.9999999997.
    expect(interestOfDay('333.33333333', '0.003', 30, 30).toFixed()).toBe('1.0000002897');
    expect(interestOfDays('333.33333333', '0.003', 30, 29).toFixed()).toBe('28.99999971');
    expect(interestOfDays('333.33333333', '0.003', 30, 30).toFixed()).toBe('29.9999999997');
  });

  it('refuses a day outside the term', () => {
    expect(() => interestOfDay('100', '0.004', 15, 0)).toThrow();
    expect(() => interestOfDay('100', '0.004', 15, 16)).toThrow();
  });
});

describe('early redemption', () => {
  it("takes the spec's 12 and refunds 988: 0.4 % × 3 days left × 1,000", () => {
    const { penalty, refund } = earlyRedemption('1000', '0.004', 3);
    expect([penalty.toFixed(), refund.toFixed()]).toEqual(['12', '988']);
  });

  it('never takes more than the principal', () => {
    const { penalty, refund } = earlyRedemption('1000', '0.05', 30);
    expect([penalty.toFixed(), refund.toFixed()]).toEqual(['1000', '0']);
  });

  it('takes nothing when no day is left', () => {
    expect(earlyRedemption('1000', '0.004', 0).penalty.toFixed()).toBe('0');
  });

  it('counts the day in progress as not earned: T+0 and T+1 both leave the whole term', () => {
    expect(termProgress(15, -1)).toEqual({ earnedDays: 0, remainingDays: 15 });
    expect(termProgress(15, 0)).toEqual({ earnedDays: 0, remainingDays: 15 });
    expect(termProgress(15, 12)).toEqual({ earnedDays: 12, remainingDays: 3 });
    expect(termProgress(15, 40)).toEqual({ earnedDays: 15, remainingDays: 0 });
  });
});

describe("the platform's day", () => {
  const iso = (d: Date) => d.toISOString();

  it('starts interest at the next UTC midnight (T+1), even a second before it', () => {
    const utc = platformDays('UTC');
    const lateEvening = new Date('2026-11-26T23:59:59Z');
    expect(iso(utc.dayAfter(lateEvening, 1))).toBe('2026-11-27T00:00:00.000Z');
    const justAfter = new Date('2026-11-27T00:00:00Z');
    expect(iso(utc.dayAfter(justAfter, 1))).toBe('2026-11-28T00:00:00.000Z');
    expect(utc.between(lateEvening, justAfter)).toBe(1);
  });

  it('cuts days at midnight in another zone: 20:00 UTC is already tomorrow in Singapore', () => {
    const singapore = platformDays('Asia/Singapore');
    const at = new Date('2026-11-26T20:00:00Z'); // 04:00 on the 27th in Singapore
    expect(iso(singapore.startOf(at))).toBe('2026-11-26T16:00:00.000Z');
    expect(iso(singapore.dayAfter(at, 1))).toBe('2026-11-27T16:00:00.000Z');
    expect(iso(platformDays('UTC').dayAfter(at, 1))).toBe('2026-11-27T00:00:00.000Z');
  });

  it('keeps days whole across a daylight-saving change (a 23-hour day in New York)', () => {
    const newYork = platformDays('America/New_York');
    const before = new Date('2026-03-07T12:00:00Z');
    expect(iso(newYork.dayAfter(before, 1))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(newYork.dayAfter(before, 2))).toBe('2026-03-09T04:00:00.000Z');
  });
});
