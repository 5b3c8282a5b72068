import { describe, expect, it } from 'vitest';
import type { Tick } from '../../src/core/market/types';
import { freshTick, requireFreshTick } from '../../src/server/market/freshTick';
import type { AppError } from '../../src/server/lib/errors';

const NOW = new Date('2025-01-01T00:00:00Z');
const tickAged = (ageMs: number): Tick => ({
  symbol: 'BTC/USDT',
  price: '100',
  ts: NOW.getTime() - ageMs,
  source: 'binance',
});
const marketWith = (tick: Tick | null) => ({ latest: () => tick });

describe('a price fresh enough to fill at', () => {
  it.each([
    [0, true],
    [2_999, true],
    [3_000, true],
    [3_001, false],
    [60_000, false],
  ])('a tick %i ms old against 3 s: fresh %s', (age, fresh) => {
    const tick = tickAged(age);
    expect(freshTick(marketWith(tick), 'BTC/USDT', NOW, 3_000)).toBe(fresh ? tick : null);
  });

  it('no tick at all is no price', () => {
    expect(freshTick(marketWith(null), 'BTC/USDT', NOW, 3_000)).toBeNull();
  });

  it('a stale price is refused with the product’s own key', () => {
    expect(() =>
      requireFreshTick(marketWith(tickAged(5_000)), 'BTC/USDT', NOW, 3_000, 'errors.x_stale'),
    ).toThrow(expect.objectContaining({ key: 'errors.x_stale' }) as AppError);
    expect(requireFreshTick(marketWith(tickAged(10)), 'BTC/USDT', NOW, 3_000, 'errors.x_stale').price).toBe(
      '100',
    );
  });
});
