import type { Tick } from '../../core/market/types';
import { AppError } from '../lib/errors';
import type { Market } from './types';

/*
 * Filling at a price needs a price the user could have seen: the latest tick, no older than the
 * product allows (spot, options and contracts each set their age). An older one means the feed is
 * down, and a fill at it is a free option for whoever knows the real price.
 */

/** The latest tick of `symbol` when it is at most `maxAgeMs` old at `now`; null otherwise. */
export function freshTick(
  market: Pick<Market, 'latest'>,
  symbol: string,
  now: Date,
  maxAgeMs: number,
): Tick | null {
  const tick = market.latest(symbol);
  return tick && now.getTime() - tick.ts <= maxAgeMs ? tick : null;
}

/** The same, refused with `staleKey` (the product's own "price is stale" text). */
export function requireFreshTick(
  market: Pick<Market, 'latest'>,
  symbol: string,
  now: Date,
  maxAgeMs: number,
  staleKey: string,
): Tick {
  const tick = freshTick(market, symbol, now, maxAgeMs);
  if (!tick) throw new AppError(staleKey);
  return tick;
}
