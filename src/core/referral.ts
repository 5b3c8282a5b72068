import { Big } from './money';

/*
 * Referral rules (domain-rules "Referral"), pure so the tables in tests/unit/referral.test.ts pin
 * them: the split of one fee between inviter and invitee, the kickbacks an inviter may choose, the
 * payout hour, and how names are masked.
 */

/** The inviter's share of each fee an invited user pays, unless an operator made them a partner. */
export const DEFAULT_REBATE_RATIO = '0.2';
/** Kickbacks go in steps of 5 points of the fee. */
const KICKBACK_STEP = new Big('0.05');
/** The highest partner ratio an operator can set: a rebate never exceeds the fee it came from. */
export const MAX_REBATE_RATIO = '1';

/**
 * The kickbacks an inviter with `ratio` may give: 0, then 5-point steps up to half the ratio, so
 * the inviter always keeps at least as much as they give.
 */
export function kickbackOptions(ratio: string): string[] {
  const half = new Big(ratio).div(2);
  const options: string[] = [];
  for (let k = new Big(0); k.lte(half); k = k.plus(KICKBACK_STEP)) options.push(k.toFixed());
  return options;
}

export type FeeSplit = {
  /** The inviter's share of the fee and the amount it pays. */
  rebate: { ratio: string; amount: string };
  /** The invitee's kickback from the same fee. */
  kickback: { ratio: string; amount: string };
};

/**
 * The shares of each fee: the invitee's kickback (frozen when they bound, never more than the
 * inviter's ratio now) and the inviter's ratio − kickback. Fractions of the fee, as decimals.
 */
export function feeShares(ratio: string, kickback: string): { inviter: string; invitee: string } {
  const whole = new Big(ratio);
  const back = new Big(kickback).gt(whole) ? whole : new Big(kickback);
  return { inviter: whole.minus(back).toFixed(), invitee: back.toFixed() };
}

/**
 * One fee split between the inviter and the invitee by `feeShares`. Each amount is the fee
 * actually charged times its share, rounded down to the coin's places: the platform never pays
 * more than the fee.
 */
export function splitFee(input: {
  fee: string;
  ratio: string;
  kickback: string;
  decimals: number;
}): FeeSplit {
  const fee = new Big(input.fee);
  const shares = feeShares(input.ratio, input.kickback);
  const amount = (share: string) => fee.times(share).round(input.decimals, Big.roundDown).toFixed();
  return {
    rebate: { ratio: shares.inviter, amount: amount(shares.inviter) },
    kickback: { ratio: shares.invitee, amount: amount(shares.invitee) },
  };
}

const HOUR_MS = 3_600_000;

/** Rebates written during an hour are paid at the next full hour (UTC hours). */
export const payoutHourAfter = (time: Date): Date =>
  new Date((Math.floor(time.getTime() / HOUR_MS) + 1) * HOUR_MS);

/**
 * A nickname as others see it on rankings and lists: its first and last characters, the rest
 * starred ("Alice" → "A***e"); two characters or fewer keep only the first. Counts characters,
 * not UTF-16 units, so Thai or Chinese names are masked as readers expect.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
