import { Big, parseMoney, truncate } from '../../../core/money';

export type WithdrawalFigures = {
  /** What arrives: the amount itself (the fee is charged on top). */
  received: string;
  /** What leaves the balance: amount + fee. */
  total: string;
  /** The largest amount the balance pays for with its fee, truncated to the coin's places. */
  max: string;
};

/** Live figures of the withdraw form; "0" figures while the amount is not a number yet. */
export function calculateWithdrawal(input: {
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
  return { received: amount.toFixed(), total: amount.plus(fee).toFixed(), max };
}
