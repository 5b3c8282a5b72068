import { annualRate, termInterest, termProgress } from '../../../core/finance';
import { atLeastZero, Big, plainDecimal } from '../../../core/money';
import type { FinanceProductStatus, HostedOrder, TrustProduct } from '../../../core/schemas/finance';
import type { PlatformDays } from '../../lib/platformDays';
import type { OrderRow, ProductRow } from './repo';

/* Rows as the calls answer them: the statuses and figures that depend on "now" are worked out here. */

const plain = (v: Big | string) => plainDecimal(v);
const ms = (d: Date | null) => (d ? d.getTime() : null);

export const quotaLeft = (p: ProductRow): Big => atLeastZero(new Big(p.quotaTotal).minus(p.quotaUsed));

/** Closed by an operator, not open yet, too little quota left for one minimum subscription, or open. */
export function productStatus(p: ProductRow, now: Date): FinanceProductStatus {
  if (p.closedAt && p.closedAt <= now) return 'closed';
  if (p.opensAt > now) return 'upcoming';
  if (quotaLeft(p).lt(p.minAmount)) return 'sold_out';
  return 'open';
}

/** Open first, then upcoming (soonest first), sold out and closed; the operators' order within. */
const STATUS_ORDER: Record<FinanceProductStatus, number> = { open: 0, upcoming: 1, sold_out: 2, closed: 3 };

export function toTrustProducts(rows: ProductRow[], now: Date, hosting: Map<number, Big>): TrustProduct[] {
  const upcoming = rows.filter((p) => productStatus(p, now) === 'upcoming');
  /** The next product of the coin that opens: what a sold-out or closed one points to. */
  const nextOf = (p: ProductRow) =>
    upcoming
      .filter((u) => u.coinId === p.coinId && u.id !== p.id)
      .reduce<Date | null>((soonest, u) => (!soonest || u.opensAt < soonest ? u.opensAt : soonest), null);
  return rows
    .map((p) => toTrustProduct(p, now, hosting.get(p.id) ?? new Big(0), nextOf(p)))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

export function toTrustProduct(
  p: ProductRow,
  now: Date,
  hosting: Big,
  nextOpensAt: Date | null,
): TrustProduct {
  const status = productStatus(p, now);
  const userLeft = new Big(p.userLimit).minus(hosting);
  return {
    id: p.id,
    name: p.name,
    currency: p.currency,
    currency_id: p.coinId,
    days: p.days,
    min_amount: plain(p.minAmount),
    max_amount: plain(p.maxAmount),
    daily_rate: plain(p.dailyRate),
    annual_rate: plain(annualRate(p.dailyRate)),
    penalty_rate: plain(p.penaltyRate),
    quota_total: plain(p.quotaTotal),
    quota_left: plain(quotaLeft(p)),
    user_limit: plain(p.userLimit),
    user_left: plain(atLeastZero(userLeft)),
    status,
    opens_at: p.opensAt.getTime(),
    next_opens_at: status === 'sold_out' || status === 'closed' ? ms(nextOpensAt) : null,
  };
}

/** An order with the figures of `now`: days left, today's income, the next payout. */
export function toHostedOrder(
  row: OrderRow,
  names: { name: string; currency: string },
  days: PlatformDays,
  now: Date,
  todayIncome: string,
): HostedOrder {
  const until = row.redeemedAt ?? row.completedAt ?? now;
  const { remainingDays } = termProgress(row.days, days.between(row.interestStart, until));
  return {
    id: row.id,
    product_id: row.productId,
    name: names.name,
    currency: names.currency,
    amount: plain(row.amount),
    daily_rate: plain(row.dailyRate),
    penalty_rate: plain(row.penaltyRate),
    days: row.days,
    paid_days: row.paidDays,
    remaining_days: row.status === 'completed' ? 0 : remainingDays,
    interest_start: row.interestStart.getTime(),
    completion_date: row.completionAt.getTime(),
    next_payout: row.status === 'hosting' ? row.nextPayoutAt.getTime() : null,
    earned: plain(row.earned),
    expected_interest: plain(termInterest(row.amount, row.dailyRate, row.days)),
    today_income: plain(todayIncome),
    penalty: row.penalty === null ? null : plain(row.penalty),
    refund: row.refund === null ? null : plain(row.refund),
    status: row.status,
    created_at: row.createdAt.getTime(),
    redeemed_at: ms(row.redeemedAt),
    completed_at: ms(row.completedAt),
  };
}
