import { Big } from './money';
import type { AllotmentReceipt } from './schemas/newcoins';

/*
 * The allotment of a new coin's sale (domain-rules "New coins"), one published formula that every
 * applicant can follow on their receipt:
 *
 * 1. Not oversubscribed (the applications fit the supply): each gets what they applied for, up to
 *    the per-user cap.
 * 2. Oversubscribed: a round gives each applicant not yet capped `applied × factor`, the factor
 *    being what is left of the supply over what those applicants applied for together. Whoever
 *    reaches their cap (the per-user cap, or what they applied for) is held there, and the next
 *    round shares what that freed among the others. Rounds end when nobody new reaches a cap.
 * 3. Each share is cut to the coin's decimals. The units the cutting left go one each to the
 *    largest remainders (ties: the earlier application), never past an applicant's cap.
 *
 * Never more than the supply in total. Pure and exact: no float, the factors carried to 40 places.
 */

/** A constructor of its own so the factors' 40 places never change anyone else's Big. */
const Exact = Big();
Exact.DP = 40;
Exact.RM = Big.roundDown;

export type Application<Key> = {
  key: Key;
  /** What was applied for, in the coin, at most its decimals. */
  applied: string;
};

export type AllotmentRound = {
  /** The round's factor: supply left ÷ applied by those not capped before it. */
  factor: string;
  /** This applicant's share after the round. */
  share: string;
  /** Whether the share reached the applicant's cap in this round (it stays there). */
  capped: boolean;
};

export type AllotmentLine<Key> = {
  key: Key;
  applied: string;
  /** The cap that applies to this applicant: the per-user cap, or what they applied for if less. */
  cap: string;
  /** applied × supply ÷ total applied (the share before any cap); = applied when not oversubscribed. */
  rawShare: string;
  /** Each round that gave this applicant a share, in order; empty when not oversubscribed. */
  rounds: AllotmentRound[];
  /** The last share cut to the coin's decimals. */
  cut: string;
  /** What the cutting left over (share − cut). */
  remainder: string;
  /** Whether one of the units the cutting left came to this applicant. */
  extraUnit: boolean;
  /** What is allotted. */
  final: string;
};

export type Allotment<Key> = {
  oversubscribed: boolean;
  totalApplied: string;
  totalAllotted: string;
  /** Every round's factor, in order: with their own line, what a user needs to recompute it. */
  factors: string[];
  lines: AllotmentLine<Key>[];
};

export function allot<Key>(sale: {
  supply: string;
  userCap: string;
  decimals: number;
  /** In the order they were made: ties of the last step go to the earlier. */
  applications: readonly Application<Key>[];
}): Allotment<Key> {
  const { decimals } = sale;
  const supply = new Exact(sale.supply);
  const userCap = new Exact(sale.userCap);
  const unit = new Exact(1).div(new Exact(10).pow(decimals));
  const entries = sale.applications.map((a, order) => {
    const applied = new Exact(a.applied);
    return { key: a.key, order, applied, cap: applied.lt(userCap) ? applied : userCap };
  });
  const totalApplied = entries.reduce((sum, e) => sum.plus(e.applied), new Exact(0));
  const oversubscribed = totalApplied.gt(supply);

  const shares = new Map<number, InstanceType<typeof Exact>>();
  const rounds = new Map<number, AllotmentRound[]>(entries.map((e) => [e.order, []]));
  const factors: string[] = [];
  if (!oversubscribed) {
    for (const e of entries) shares.set(e.order, e.cap);
  } else {
    const capped = new Set<number>();
    for (;;) {
      const open = entries.filter((e) => !capped.has(e.order));
      if (open.length === 0) break;
      const held = entries
        .filter((e) => capped.has(e.order))
        .reduce((sum, e) => sum.plus(e.cap), new Exact(0));
      const appliedOpen = open.reduce((sum, e) => sum.plus(e.applied), new Exact(0));
      const factor = supply.minus(held).div(appliedOpen);
      factors.push(factor.toFixed());
      let newlyCapped = false;
      for (const e of open) {
        const share = e.applied.times(factor);
        const reached = share.gte(e.cap);
        if (reached) {
          capped.add(e.order);
          newlyCapped = true;
        }
        shares.set(e.order, reached ? e.cap : share);
        rounds
          .get(e.order)!
          .push({ factor: factor.toFixed(), share: (reached ? e.cap : share).toFixed(), capped: reached });
      }
      if (!newlyCapped) break;
      // The capped keep their cap; those still open are shared again from what is left.
      for (const e of entries) if (!capped.has(e.order)) shares.delete(e.order);
    }
  }

  // Cut to the coin's decimals; the units that leaves go to the largest remainders.
  const cutOf = (v: InstanceType<typeof Exact>) => v.round(decimals, Big.roundDown);
  const lines = entries.map((e) => {
    const share = shares.get(e.order) ?? new Exact(0);
    const cut = cutOf(share);
    return { e, share, cut, remainder: share.minus(cut), extra: false };
  });
  const exactTotal = lines.reduce((sum, l) => sum.plus(l.share), new Exact(0));
  // The exact shares add up to the supply (or to every cap); 40-place factors can leave the sum a
  // hair under it, which rounding to the coin's places undoes.
  const target = exactTotal.round(decimals, Big.roundHalfUp);
  let unitsLeft = Number(
    target
      .minus(lines.reduce((sum, l) => sum.plus(l.cut), new Exact(0)))
      .div(unit)
      .toFixed(0),
  );
  const byRemainder = [...lines]
    .filter((l) => l.remainder.gt(0) && l.cut.plus(unit).lte(l.e.cap))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.e.order - b.e.order);
  for (const line of byRemainder) {
    if (unitsLeft <= 0) break;
    line.extra = true;
    unitsLeft -= 1;
  }

  const result = lines.map(({ e, cut, remainder, extra }) => ({
    key: e.key,
    applied: e.applied.toFixed(),
    cap: e.cap.toFixed(),
    rawShare: (oversubscribed ? e.applied.times(supply).div(totalApplied) : e.applied).toFixed(),
    rounds: rounds.get(e.order)!,
    cut: cut.toFixed(),
    remainder: remainder.toFixed(),
    extraUnit: extra,
    final: (extra ? cut.plus(unit) : cut).toFixed(),
  }));
  return {
    oversubscribed,
    totalApplied: totalApplied.toFixed(),
    totalAllotted: result.reduce((sum, l) => sum.plus(l.final), new Exact(0)).toFixed(),
    factors,
    lines: result,
  };
}

/**
 * A user's own check of their line from the published figures (the factors) and their receipt:
 * each round's share is applied × factor, held at the cap once reached; the final quantity is the
 * last share cut to the coin's decimals, plus one unit when the receipt says one came to them.
 * True when every step matches.
 */
export function recomputeLine<Key>(
  line: AllotmentLine<Key>,
  published: { oversubscribed: boolean; factors: readonly string[]; decimals: number },
): boolean {
  const applied = new Exact(line.applied);
  const cap = new Exact(line.cap);
  let share = published.oversubscribed ? new Exact(0) : cap;
  for (const [i, round] of line.rounds.entries()) {
    if (round.factor !== published.factors[i]) return false;
    const raw = applied.times(round.factor);
    const reached = raw.gte(cap);
    share = reached ? cap : raw;
    if (round.share !== share.toFixed() || round.capped !== reached) return false;
  }
  const cut = share.round(published.decimals, Big.roundDown);
  const unit = new Exact(1).div(new Exact(10).pow(published.decimals));
  const final = line.extraUnit ? cut.plus(unit) : cut;
  return line.cut === cut.toFixed() && line.final === final.toFixed() && final.lte(cap);
}

/** A line as its receipt shows it (the contract's snake_case fields). */
export function receiptOf<Key>(line: AllotmentLine<Key>): AllotmentReceipt {
  return {
    applied: line.applied,
    cap: line.cap,
    raw_share: line.rawShare,
    rounds: line.rounds,
    cut: line.cut,
    remainder: line.remainder,
    extra_unit: line.extraUnit,
    final: line.final,
  };
}

/** The anonymised table a sale publishes the hash of: `applied:final` per line, in order. */
export const allotmentTable = (lines: readonly AllotmentLine<unknown>[]): string =>
  lines.map((l) => `${l.applied}:${l.final}`).join('\n');
