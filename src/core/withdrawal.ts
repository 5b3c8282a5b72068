import { Big, parseMoney, truncate } from './money';

/*
 * Withdrawal math (spec §3): the fee is charged on top of the amount, and the amount is what
 * arrives. Shared by the form (what the user sees before submitting), the request (what is
 * frozen) and the operator's decision (what is paid or released).
 */

/** What leaves the balance: amount + fee. */
export function withdrawalTotal(amount: Big | string, fee: Big | string): Big {
  return new Big(amount).plus(fee);
}

export type WithdrawalFigures = {
  /** What arrives: the amount itself (the fee is charged on top). */
  received: string;
  /** What leaves the balance: amount + fee. */
  total: string;
  /** The largest amount the balance pays for with its fee, truncated to the coin's places. */
  max: string;
};

/** Live figures of the withdraw form; "0" figures while the amount is not a number yet. */
export function withdrawalFigures(input: {
  amount: string;
  fee: string;
  available: string;
  decimals: number;
}): WithdrawalFigures {
  const fee = new Big(input.fee);
  const maxBig = new Big(input.available).minus(fee);
  const max = maxBig.gt(0) ? truncate(maxBig, input.decimals) : truncate('0', input.decimals);
  const amount = parseMoney(input.amount);
  if (!amount || amount.lte(0)) return { received: '0', total: '0', max };
  return { received: amount.toFixed(), total: withdrawalTotal(amount, fee).toFixed(), max };
}
