import type { OptionOrder } from '../../../core/schemas/options';

/*
 * Which orders the result popup should announce. The screen watches the orders it saw open (or
 * placed); once one of them turns up settled, it is announced once and stops being watched.
 */

/** The watched orders among `settled` that are no longer open, oldest settlement first. */
export function newlySettled(watched: ReadonlySet<number>, settled: readonly OptionOrder[]): OptionOrder[] {
  return settled
    .filter((o) => watched.has(o.id) && o.status !== 'open')
    .sort((a, b) => (a.settled_at ?? a.settle_at) - (b.settled_at ?? b.settle_at));
}
