import { describe, expect, it } from 'vitest';
import type { OptionOrder, OptionProduct } from '../../src/core/schemas/options';
import {
  elapsedShare,
  formatCountdown,
  formatMomentMs,
  formatTickTime,
} from '../../src/web/features/options/countdown';
import { medianOfTicks, medianTickIndexes } from '../../src/web/features/options/medianTicks';
import { bandRangeText, bandText, flatBandRange } from '../../src/web/features/options/flatBand';
import { stakeForPercent, verificationPrompt } from '../../src/web/features/options/optionPurchase';
import { periodsOf, ratioPercent } from '../../src/web/features/options/products';
import { newlySettled } from '../../src/web/features/options/settledWatch';
import { formatClock, formatTime } from '../../src/web/ui/format/formatTime';

const product = (over: Partial<OptionProduct> = {}): OptionProduct => ({
  symbol: 'BTC/USDT',
  seconds: 60,
  payout_ratio: '0.85',
  min_amount: '10',
  max_amount: '5000',
  flat_band: '5',
  fee_rate: '0.02',
  ...over,
});

describe('formatCountdown', () => {
  it.each([
    ['a full minute', 60_000, '01:00'],
    ['a part second rounds up, so 00:00 means settled', 59_001, '01:00'],
    ['the last second', 400, '00:01'],
    ['settled', 0, '00:00'],
    ['past due is never negative', -5_000, '00:00'],
    ['five minutes', 300_000, '05:00'],
    ['past an hour shows hours', 3_725_000, '1:02:05'],
  ])('%s', (_, left, expected) => {
    const now = 1_700_000_000_000;
    expect(formatCountdown(now + left, now)).toBe(expected);
  });
});

describe('elapsedShare', () => {
  it.each([
    ['just opened', 60_000, 60, 0],
    ['half way', 30_000, 60, 0.5],
    ['settled', 0, 60, 1],
    ['past due stays full', -1_000, 60, 1],
  ])('%s', (_, left, seconds, expected) => {
    expect(elapsedShare(1_000_000 + left, seconds, 1_000_000)).toBeCloseTo(expected);
  });
});

describe('formatTickTime', () => {
  it.each([
    [1_700_000_000_123, '.123'],
    [1_700_000_000_007, '.007'],
    [1_700_000_000_000, '.000'],
  ])('writes the clock with milliseconds (%i)', (time, ms) => {
    expect(formatTickTime(time, 'en')).toBe(`${formatClock(time, 'en')}${ms}`);
  });
});

describe('stakeForPercent', () => {
  it.each([
    ['a quarter', '1000', 25, undefined, '250'],
    ['truncated to cents, never up', '100.999', 100, undefined, '100.99'],
    ['half of an odd cent', '0.03', 50, undefined, '0.01'],
    ['capped at the maximum stake', '10000', 75, '5000', '5000'],
    ['under the maximum, untouched', '1000', 50, '5000', '500'],
    ['nothing available', '0', 100, '5000', '0'],
  ])('%s', (_, available, percent, max, expected) => {
    expect(stakeForPercent(available, percent, max)).toBe(expected);
  });
});

describe('verificationPrompt', () => {
  it.each([
    ['real, never verified: the way to verification', 'real', 'none', 'verify'],
    ['real, rejected: the way back to verification', 'real', 'rejected', 'verify'],
    ['real, under review: says it is being checked', 'real', 'pending', 'under_review'],
    ['real, verified: nothing to ask', 'real', 'approved', null],
    ['real, state not known yet: left to the server', 'real', null, null],
    ['demo asks nothing, whatever the state', 'simulation', 'pending', null],
    ['demo asks nothing of the unverified either', 'simulation', 'none', null],
  ] as const)('%s', (_, account, state, expected) => {
    expect(verificationPrompt(account, state)).toBe(expected);
  });
});

describe('flat band', () => {
  const periods = [product({ seconds: 30, flat_band: '6' }), product({ seconds: 60, flat_band: '12.5' })];
  it('is the chosen period’s', () => {
    expect(flatBandRange(periods, 60)).toEqual({ narrowest: '12.5', widest: '12.5' });
  });
  it('spans the pair’s periods before one is chosen', () => {
    expect(flatBandRange(periods, null)).toEqual({ narrowest: '6', widest: '12.5' });
    expect(bandRangeText(flatBandRange(periods, null)!, 2, 'en')).toBe('±6.00–12.50');
  });
  it('is one figure when every period shares it', () => {
    const same = [product({ seconds: 30, flat_band: '9.6' }), product({ seconds: 60, flat_band: '9.60' })];
    expect(bandRangeText(flatBandRange(same, null)!, 2, 'en')).toBe('±9.60');
  });
  it('is written at the pair’s places, or its own when it has more, never cut', () => {
    expect(bandText('12.5', 2, 'en')).toBe('±12.50');
    expect(bandText('1250', 2, 'es')).toBe('±1250,00');
    expect(bandText('0.005', 2, 'en')).toBe('±0.005');
  });
  it('has nothing to show for a pair without periods', () => {
    expect(flatBandRange([], null)).toBeNull();
  });
});

describe('periodsOf / ratioPercent', () => {
  it('lists the pair’s periods shortest first', () => {
    const products = [
      product({ seconds: 300 }),
      product({ symbol: 'ETH/USDT', seconds: 30 }),
      product({ seconds: 30 }),
    ];
    expect(periodsOf(products, 'BTC/USDT').map((p) => p.seconds)).toEqual([30, 300]);
  });
  it.each([
    ['0.85', '85'],
    ['0.875', '87.5'],
    ['1', '100'],
    ['0.1', '10'],
  ])('%s is %s %%', (ratio, percent) => {
    expect(ratioPercent(ratio)).toBe(percent);
  });
});

describe('newlySettled', () => {
  const order = (id: number, status: OptionOrder['status'], settledAt: number | null) =>
    ({ id, status, settle_at: 0, settled_at: settledAt }) as OptionOrder;
  it('announces only watched orders that have settled, oldest first', () => {
    const settled = [order(5, 'won', 300), order(4, 'lost', 200), order(3, 'refunded', 100)];
    expect(newlySettled(new Set([3, 5, 9]), settled).map((o) => o.id)).toEqual([3, 5]);
  });
  it('announces nothing still open', () => {
    expect(newlySettled(new Set([1]), [order(1, 'open', null)])).toEqual([]);
  });
});

describe('medianTickIndexes / medianOfTicks', () => {
  const ticks = (...prices: string[]) =>
    prices.map((price, i) => ({ price, time: 1000 + i * 500, source: 'simulated' }));
  it.each([
    ['one tick is its own median', ['100'], [0], '100'],
    ['the middle of an odd count, by price not time', ['103', '101', '102'], [2], '102'],
    [
      'the two middle ones of an even count, their mean',
      ['96021.38', '96013.06', '96007.04', '95996.68'],
      [1, 2],
      '96010.05',
    ],
    ['an outlier does not move it', ['100', '100.5', '999'], [1], '100.5'],
    ['equal prices: one of them', ['5', '5', '5'], [1], '5'],
  ])('%s', (_, prices, indexes, median) => {
    expect([...medianTickIndexes(ticks(...prices))].sort()).toEqual(indexes);
    expect(medianOfTicks(ticks(...prices))).toBe(median);
  });
  it('has no median without ticks', () => {
    expect(medianTickIndexes([])).toEqual(new Set());
    expect(medianOfTicks([])).toBeNull();
  });
});

describe('formatMomentMs', () => {
  it('adds the milliseconds to the date and time', () => {
    expect(formatMomentMs(1_700_000_000_045, 'en')).toBe(`${formatTime(1_700_000_000_045, 'en')}.045`);
  });
});
