import { isRealAccount } from './schemas/funds';
import { Big, sum } from './money';

/** Today's net change of one coin in one account under one ledger reason. */
export type ReasonChange = { coinId: number; account: string; reason: string; amount: string };

/**
 * Profit or loss over a set of balance changes: the changes of real accounts (demo money is never
 * profit) under reasons that make or lose money (fills, fees, settlements, funding, yields,
 * rebates), valued by `valueOf` (in USDT). Capital (deposits, withdrawals, transfers, operator
 * credits) and holds do not count; a coin with no price counts nothing rather than a guess.
 */
export function profitAndLoss(
  changes: readonly ReasonChange[],
  isProfitReason: (reason: string) => boolean,
  valueOf: (coinId: number, amount: Big) => Big | null,
): Big {
  return sum(
    changes
      .filter((c) => isRealAccount(c.account) && isProfitReason(c.reason))
      .map((c) => valueOf(c.coinId, new Big(c.amount)) ?? new Big(0)),
  );
}
