import type { C2cOrder, C2cSide } from '../../../core/schemas/c2c';

/*
 * Who may do what on an order, from the caller's part in it (the contract's rules): the buyer of
 * the coins pays the fiat — the user on a 'buy' order, the merchant on a 'sell' one — and may mark
 * it paid or cancel it while paying, before the deadline; the seller releases once it is paid,
 * with the fund password; either side may appeal a paid order from `appeal_from`. `now` is passed
 * in: the screen's clock, ticking.
 */

export type OrderParty = C2cOrder['role'];

/** The party that pays the fiat (and buys the coins). */
export const payerOf = (side: C2cSide): OrderParty => (side === 'buy' ? 'user' : 'merchant');

/** The caller's own side: a merchant is on the other side of the user's. */
export const mySide = (order: Pick<C2cOrder, 'side' | 'role'>): C2cSide =>
  order.role === 'user' ? order.side : order.side === 'buy' ? 'sell' : 'buy';

/** Within this much of the deadline the countdown turns red. */
export const URGENT_MS = 5 * 60_000;

export type OrderActions = {
  /** The caller pays the fiat (the buyer); otherwise the caller releases the coins (the seller). */
  iPay: boolean;
  pay: boolean;
  cancel: boolean;
  release: boolean;
  appeal: boolean;
  /** Paid, not yet appealable: ms until either side may appeal. */
  appealIn: number | null;
  /** Paying and the deadline passed: the engine is cancelling it. */
  expired: boolean;
  /** Paying: ms left to pay (0 once passed); null in any other status. */
  payLeft: number | null;
};

export function orderActions(
  order: Pick<C2cOrder, 'side' | 'role' | 'status' | 'pay_deadline' | 'created_at' | 'appeal_from'>,
  now: number,
): OrderActions {
  const iPay = order.role === payerOf(order.side);
  const paying = order.status === 1;
  const inTime = now < order.pay_deadline;
  const paid = order.status === 2;
  const appealOpen = paid && order.appeal_from !== null && now >= order.appeal_from;
  return {
    iPay,
    pay: iPay && paying && inTime,
    cancel: iPay && paying && inTime,
    release: !iPay && paid,
    appeal: appealOpen,
    appealIn: paid && order.appeal_from !== null && !appealOpen ? order.appeal_from - now : null,
    expired: paying && !inTime,
    payLeft: paying ? payLeftOf(order, now) : null,
  };
}

/**
 * The time left to pay, never more than the whole window: a phone whose clock runs a little
 * behind the server's would otherwise show "30:01" on a 30-minute order.
 */
export const payLeftOf = (order: Pick<C2cOrder, 'pay_deadline' | 'created_at'>, now: number): number =>
  Math.max(0, Math.min(order.pay_deadline - now, order.pay_deadline - order.created_at));

/** A countdown as minutes and seconds, "29:59", rounded up to the second (never shows 00:00 early). */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}
