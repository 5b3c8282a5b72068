import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IEO_ITEM_STATUSES, type IeoItem, type IeoItemStatus } from '../../src/core/schemas/ieo';
import {
  appliedRatio,
  byListOrder,
  inFilter,
  nextStep,
  TIMELINE_STEPS,
  timelineOf,
} from '../../src/web/features/ieo/timeline';

/*
 * The IEO timeline as a user reads it (web/features/ieo/timeline.ts): which date the countdown
 * counts down to, and which step is marked current, in each phase of an item. The dates are the
 * seeded LUMA IEO's: applications from day −1 to day 5, allotment and pay window opening on day 6,
 * pay window closing on day 7, listing on day 8, locked until day 38.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 10);
const day = (n: number) => T0 + n * DAY;

function item(status: IeoItemStatus, overrides: Partial<IeoItem> = {}): IeoItem {
  return {
    id: 1,
    name: 'LUMA IEO',
    symbol: 'LUMA',
    decimals: 2,
    description: '',
    listing_price: null,
    listing_date: day(8),
    ieo_price: '0.2',
    pay_currency: 'USDT',
    supply: '500000',
    user_cap: '20000',
    min_apply: '100',
    max_apply: '50000',
    apply_start: day(-1),
    apply_end: day(5),
    allot_date: day(6),
    pay_start: day(6),
    pay_end: day(7),
    lock_until: day(38),
    total_applied: '0',
    applicants: 0,
    factors: [],
    table_hash: null,
    status,
    ...overrides,
  };
}

/** The step marked current (the ringed dot with the time left), or null when none is. */
const current = (i: IeoItem, now: number) => timelineOf(i, now).find((s) => s.state === 'next')?.step ?? null;
const states = (i: IeoItem, now: number) => timelineOf(i, now).map((s) => s.state);

describe('IEO timeline: the countdown and the current step in each phase', () => {
  it('upcoming: counts down to the opening of applications, nothing done yet', () => {
    const i = item('upcoming', { apply_start: day(1) });
    expect(nextStep(i, day(0))).toEqual({ step: 'apply_start', at: day(1) });
    expect(states(i, day(0))).toEqual(['next', 'later', 'later', 'later', 'later', 'later', 'later']);
  });

  it('applying: counts down to the close of applications, the opening done', () => {
    const i = item('applying');
    expect(nextStep(i, day(2))).toEqual({ step: 'apply_end', at: day(5) });
    expect(states(i, day(2))).toEqual(['done', 'next', 'later', 'later', 'later', 'later', 'later']);
  });

  it('allotting: counts down to the allotment once applications closed', () => {
    const i = item('allotting');
    const now = day(5) + HOUR;
    expect(nextStep(i, now)).toEqual({ step: 'allot_date', at: day(6) });
    // The pay window opens at the same moment: it is still ahead, not current.
    expect(timelineOf(i, now).find((s) => s.step === 'pay_start')?.state).toBe('later');
  });

  it('allotting, with the pay window opening later than the allotment: counts to its opening once allotted', () => {
    const i = item('allotting', { pay_start: day(6) + 12 * HOUR, pay_end: day(7) + 12 * HOUR });
    expect(nextStep(i, day(5) + HOUR)?.step).toBe('allot_date');
    expect(nextStep(i, day(6) + HOUR)).toEqual({ step: 'pay_start', at: day(6) + 12 * HOUR });
    expect(current(i, day(6) + HOUR)).toBe('pay_start');
  });

  it('allotting past its date (the engine a moment late): the next date still ahead, the pay window close', () => {
    const i = item('allotting');
    expect(nextStep(i, day(6) + 5_000)).toEqual({ step: 'pay_end', at: day(7) });
  });

  it('paying: counts down to the close of the pay window, the allotment and the opening done', () => {
    const i = item('paying');
    const now = day(6) + 3 * HOUR;
    expect(nextStep(i, now)).toEqual({ step: 'pay_end', at: day(7) });
    expect(states(i, now)).toEqual(['done', 'done', 'done', 'done', 'next', 'later', 'later']);
  });

  it('awaiting listing: counts down to the listing', () => {
    const i = item('awaiting_listing');
    expect(nextStep(i, day(7) + HOUR)).toEqual({ step: 'listing_date', at: day(8) });
    expect(current(i, day(7) + HOUR)).toBe('listing_date');
  });

  it('listed: counts down to the unlock of the coins, every earlier step done', () => {
    const i = item('listed');
    expect(nextStep(i, day(8) + HOUR)).toEqual({ step: 'lock_until', at: day(38) });
    expect(states(i, day(8) + HOUR)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'next']);
  });

  it('listed and unlocked: no countdown, every step done', () => {
    const i = item('listed');
    expect(nextStep(i, day(38))).toBeNull();
    expect(nextStep(i, day(40))).toBeNull();
    expect(states(i, day(40)).every((s) => s === 'done')).toBe(true);
  });

  it('a date reached is passed: at the very moment the countdown moves on', () => {
    const i = item('applying');
    expect(nextStep(i, day(5) - 1)?.step).toBe('apply_end');
    expect(nextStep(i, day(5))?.step).toBe('allot_date');
  });

  it("the server's phase wins over a phone clock running behind", () => {
    // The server says applications are open; the phone still thinks they have not.
    const i = item('applying');
    expect(nextStep(i, day(-2))).toEqual({ step: 'apply_end', at: day(5) });
    expect(current(i, day(-2))).toBe('apply_end');
    expect(timelineOf(i, day(-2))[0]!.state).toBe('done');
    // Paid for and listed on the server: not "Pay window closes in" from a phone a day behind.
    expect(nextStep(item('listed'), day(7))?.step).toBe('lock_until');
  });

  it('every step carries its own date, in the order they come', () => {
    const i = item('paying');
    expect(timelineOf(i, day(6)).map((s) => [s.step, s.at])).toEqual(
      TIMELINE_STEPS.map((step) => [step, i[step]]),
    );
  });

  it('in any phase at any time: done steps, then at most one current step, then later ones', () => {
    const dates = fc
      .array(fc.integer({ min: 0, max: 60 * DAY }), { minLength: 7, maxLength: 7 })
      .map((ds) => ds.sort((a, b) => a - b));
    fc.assert(
      fc.property(
        dates,
        fc.constantFrom(...IEO_ITEM_STATUSES),
        fc.integer({ min: -DAY, max: 61 * DAY }),
        (ds, status, now) => {
          const i = item(status, Object.fromEntries(TIMELINE_STEPS.map((s, k) => [s, T0 + ds[k]!])));
          const shown = states(i, T0 + now);
          const order = { done: 0, next: 1, later: 2 } as const;
          expect(shown.map((s) => order[s])).toEqual([...shown.map((s) => order[s])].sort());
          expect(shown.filter((s) => s === 'next').length).toBeLessThanOrEqual(1);
          const next = nextStep(i, T0 + now);
          // The countdown targets the current step, always ahead of now; none when nothing is.
          expect(next?.step ?? null).toBe(current(i, T0 + now));
          if (next) expect(next.at).toBeGreaterThan(T0 + now);
        },
      ),
    );
  });
});

describe('IEO list: filters, order and how much is applied for', () => {
  const all = IEO_ITEM_STATUSES.map((s, k) => item(s, { id: k + 1, apply_start: day(k) }));

  it('"closed" holds every item whose applications closed, the others their own phase', () => {
    const ids = (filter: Parameters<typeof inFilter>[1]) =>
      all.filter((i) => inFilter(i, filter)).map((i) => i.status);
    expect(ids('all')).toEqual([...IEO_ITEM_STATUSES]);
    expect(ids('applying')).toEqual(['applying']);
    expect(ids('upcoming')).toEqual(['upcoming']);
    expect(ids('closed')).toEqual(['allotting', 'paying', 'awaiting_listing', 'listed']);
  });

  it('puts what a user can act on first: open applications, then pay windows, then by phase', () => {
    const order = [...all]
      .reverse()
      .sort(byListOrder)
      .map((i) => i.status);
    expect(order).toEqual(['applying', 'paying', 'upcoming', 'allotting', 'awaiting_listing', 'listed']);
    // Within a phase, the one that opened first.
    const early = item('applying', { id: 9, apply_start: day(-3) });
    expect([item('applying'), early].sort(byListOrder)[0]).toBe(early);
  });

  it('reads the share applied for, above 1 once oversubscribed, 0 for an empty supply', () => {
    expect(appliedRatio({ total_applied: '1800', supply: '500000' }).toFixed()).toBe('0.0036');
    expect(appliedRatio({ total_applied: '1200000', supply: '500000' }).toFixed(2)).toBe('2.40');
    expect(appliedRatio({ total_applied: '10', supply: '0' }).toFixed()).toBe('0');
  });
});
