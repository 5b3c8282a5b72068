import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allot, recomputeLine } from '../../src/core/allotment';
import { Big, sum } from '../../src/core/money';

/** The allotment of a new coin's sale (domain-rules "New coins"), by its worked cases. */

const finals = (a: ReturnType<typeof allot<string>>) =>
  Object.fromEntries(a.lines.map((l) => [l.key, l.final]));
const apps = (...pairs: [string, string][]) => pairs.map(([key, applied]) => ({ key, applied }));

describe('allotment', () => {
  it('gives everyone what they applied for when the sale is not oversubscribed', () => {
    const a = allot({
      supply: '1000',
      userCap: '500',
      decimals: 2,
      applications: apps(['a', '300'], ['b', '200']),
    });
    expect(a.oversubscribed).toBe(false);
    expect(finals(a)).toEqual({ a: '300', b: '200' });
    expect(a.totalAllotted).toBe('500');
    expect(a.lines.every((l) => l.rounds.length === 0)).toBe(true);
  });

  it('shares an oversubscribed supply pro rata: 1,000 over 4,000 applied is a quarter each', () => {
    const a = allot({
      supply: '1000',
      userCap: '10000',
      decimals: 0,
      applications: apps(['a', '2000'], ['b', '1200'], ['c', '800']),
    });
    expect(a.oversubscribed).toBe(true);
    expect(a.factors).toEqual(['0.25']);
    expect(finals(a)).toEqual({ a: '500', b: '300', c: '200' });
    expect(a.lines.map((l) => l.rawShare)).toEqual(['500', '300', '200']);
  });

  it('redistributes what a cap frees over two rounds', () => {
    // Supply 1,000 over 3,500 applied; cap 400. Round 1, factor 1000/3500: a's 571.4 is held at 400.
    // Round 2, factor (1000 − 400)/1500 = 0.4: b's 1,000 → 400 reaches the cap too.
    // Round 3, factor (1000 − 800)/500 = 0.4: c gets 200, nobody new is capped.
    const a = allot({
      supply: '1000',
      userCap: '400',
      decimals: 0,
      applications: apps(['a', '2000'], ['b', '1000'], ['c', '500']),
    });
    expect(a.factors).toEqual(['0.2857142857142857142857142857142857142857', '0.4', '0.4']);
    expect(finals(a)).toEqual({ a: '400', b: '400', c: '200' });
    const c = a.lines.find((l) => l.key === 'c')!;
    expect(c.rounds.map((r) => [r.share, r.capped])).toEqual([
      ['142.85714285714285714285714285714285714285', false],
      ['200', false],
      ['200', false],
    ]);
    expect(a.lines.find((l) => l.key === 'a')!.rounds).toHaveLength(1);
    expect(a.lines.find((l) => l.key === 'b')!.rounds.map((r) => r.capped)).toEqual([false, true]);
  });

  it('gives the units the cutting left to the largest remainders, ties to the earlier application', () => {
    // 10 units over 3 equal applications: 3.333… each, one unit left, to the first applicant.
    const even = allot({
      supply: '10',
      userCap: '100',
      decimals: 0,
      applications: apps(['a', '5'], ['b', '5'], ['c', '5']),
    });
    expect(finals(even)).toEqual({ a: '4', b: '3', c: '3' });
    expect(even.lines.map((l) => l.extraUnit)).toEqual([true, false, false]);
    // 10 over 6 + 3 + 3 (12): 5, 2.5, 2.5: one unit left, tie between b and c, b applied first.
    const tie = allot({
      supply: '10',
      userCap: '100',
      decimals: 0,
      applications: apps(['a', '6'], ['b', '3'], ['c', '3']),
    });
    expect(finals(tie)).toEqual({ a: '5', b: '3', c: '2' });
    // 10 over 7 + 4 (11): 6.36 and 3.63: the larger remainder (c's .63) takes the unit.
    const larger = allot({
      supply: '10',
      userCap: '100',
      decimals: 0,
      applications: apps(['b', '7'], ['c', '4']),
    });
    expect(finals(larger)).toEqual({ b: '6', c: '4' });
  });

  it('never gives anyone more than they applied for, however the cap frees supply', () => {
    const a = allot({
      supply: '100',
      userCap: '10',
      decimals: 2,
      applications: apps(['big', '1000'], ['small', '5']),
    });
    expect(finals(a)).toEqual({ big: '10', small: '5' });
    expect(a.totalAllotted).toBe('15');
  });

  it('lets every applicant recompute their own line from the published factors', () => {
    const a = allot({
      supply: '12345.678',
      userCap: '3000',
      decimals: 3,
      applications: apps(['a', '9000'], ['b', '4000.5'], ['c', '1234.567'], ['d', '77.001'], ['e', '3000']),
    });
    for (const line of a.lines) expect(recomputeLine(line, { ...a, decimals: 3 })).toBe(true);
    // A line changed by one unit does not recompute.
    const forged = { ...a.lines[2]!, final: new Big(a.lines[2]!.final).plus('0.001').toFixed() };
    expect(recomputeLine(forged, { ...a, decimals: 3 })).toBe(false);
  });

  it('never allots above the supply, each line within its cap and the coin’s places (random sales)', () => {
    const amount = (places: number) =>
      fc.integer({ min: 1, max: 5_000_000 }).map((n) => new Big(n).div(10 ** places).toFixed());
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }).chain((decimals) =>
          fc.record({
            decimals: fc.constant(decimals),
            supply: amount(decimals),
            userCap: amount(decimals),
            applied: fc.array(amount(decimals), { minLength: 1, maxLength: 25 }),
          }),
        ),
        ({ decimals, supply, userCap, applied }) => {
          const a = allot({
            supply,
            userCap,
            decimals,
            applications: applied.map((x, i) => ({ key: i, applied: x })),
          });
          const total = sum(a.lines.map((l) => l.final));
          expect(total.lte(supply)).toBe(true);
          expect(total.toFixed()).toBe(a.totalAllotted);
          for (const line of a.lines) {
            expect(new Big(line.final).lte(line.cap)).toBe(true);
            expect(new Big(line.final).round(decimals, Big.roundDown).eq(line.final)).toBe(true);
            expect(recomputeLine(line, { ...a, decimals })).toBe(true);
          }
          // All of the supply goes out whenever the caps can take it.
          const caps = sum(a.lines.map((l) => l.cap));
          expect(total.toFixed()).toBe((caps.lt(supply) ? caps : new Big(supply)).toFixed());
        },
      ),
      { numRuns: 300 },
    );
  });
});
