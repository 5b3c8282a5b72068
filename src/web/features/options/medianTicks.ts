import { Big } from '../../../core/money';
import { medianPrice } from '../../../core/options';
import type { OptionTick } from '../../../core/schemas/options';

/*
 * The screens recompute the close price from the ticks the order carries, with the server's own
 * rule (core/options medianPrice), so the user sees the result checked rather than asserted.
 */

/**
 * The ticks the median is taken from: the middle one of an odd count, the two middle ones of an
 * even count (their mean is the median). Indexes into `ticks`, which stay in time order.
 */
export function medianTickIndexes(ticks: readonly OptionTick[]): Set<number> {
  const byPrice = ticks
    .map((tick, i) => ({ price: new Big(tick.price), i }))
    .sort((a, b) => a.price.cmp(b.price) || a.i - b.i);
  const middle = Math.floor(byPrice.length / 2);
  const picked = byPrice.length % 2 === 1 ? [byPrice[middle]] : [byPrice[middle - 1], byPrice[middle]];
  return new Set(picked.flatMap((p) => (p ? [p.i] : [])));
}

/** The median of the ticks as the server computes it, or null when there are none. */
export const medianOfTicks = (ticks: readonly OptionTick[]): string | null =>
  ticks.length === 0 ? null : medianPrice(ticks.map((t) => t.price)).toFixed();
