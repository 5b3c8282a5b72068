import { Big } from '../../../core/money';
import type { IeoItem, IeoItemStatus } from '../../../core/schemas/ieo';

/** The dates of an item's timeline, in the order they come. */
export const TIMELINE_STEPS = [
  'apply_start',
  'apply_end',
  'allot_date',
  'pay_start',
  'pay_end',
  'listing_date',
  'lock_until',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * The first step each status still waits for. The phase is the server's (its clock decides it);
 * within a phase that spans two dates (allotting waits for the allotment, then for the pay window)
 * the phone's clock picks the one still ahead.
 */
const FIRST_AHEAD: Record<IeoItemStatus, TimelineStep> = {
  upcoming: 'apply_start',
  applying: 'apply_end',
  allotting: 'allot_date',
  paying: 'pay_end',
  awaiting_listing: 'listing_date',
  listed: 'lock_until',
};

/** The step the item's countdown counts down to, or null once every date has passed. */
export function nextStep(item: IeoItem, now: number): { step: TimelineStep; at: number } | null {
  const from = TIMELINE_STEPS.indexOf(FIRST_AHEAD[item.status]);
  const step = TIMELINE_STEPS.slice(from).find((s) => item[s] > now);
  return step ? { step, at: item[step] } : null;
}

/** Each step with its date and whether it is done, the one ahead ('next'), or later. */
export function timelineOf(
  item: IeoItem,
  now: number,
): { step: TimelineStep; at: number; state: 'done' | 'next' | 'later' }[] {
  const next = nextStep(item, now);
  const nextIndex = next ? TIMELINE_STEPS.indexOf(next.step) : TIMELINE_STEPS.length;
  return TIMELINE_STEPS.map((step, i) => ({
    step,
    at: item[step],
    state: i < nextIndex ? 'done' : i === nextIndex ? 'next' : 'later',
  }));
}

/** The list's filter: every item, the open ones, those to come, and those whose applications closed. */
export const ITEM_FILTERS = ['all', 'applying', 'upcoming', 'closed'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

const CLOSED: readonly IeoItemStatus[] = ['allotting', 'paying', 'awaiting_listing', 'listed'];

export const inFilter = (item: IeoItem, filter: ItemFilter): boolean =>
  filter === 'all' || (filter === 'closed' ? CLOSED.includes(item.status) : item.status === filter);

/** The list's order: open for applications first, then paying (allotted users act), then the rest by phase. */
const LIST_ORDER: Record<IeoItemStatus, number> = {
  applying: 0,
  paying: 1,
  upcoming: 2,
  allotting: 3,
  awaiting_listing: 4,
  listed: 5,
};
export const byListOrder = (a: IeoItem, b: IeoItem): number =>
  LIST_ORDER[a.status] - LIST_ORDER[b.status] || a.apply_start - b.apply_start;

/** How much is applied for against the supply: 1.5 is oversubscribed ×1.5. */
export function appliedRatio(item: Pick<IeoItem, 'total_applied' | 'supply'>): Big {
  const supply = new Big(item.supply);
  return supply.gt(0) ? new Big(item.total_applied).div(supply) : new Big(0);
}
