import { Big, sum } from './money';

/** Today's net change of one coin under one ledger reason. */
export type ReasonChange = { coinId: number; reason: string; amount: string };

/**
 * Profit or loss over a set of balance changes: every change except those that move capital
 * (deposits, withdrawals, transfers between the user's own accounts, operator adjustments),
 * valued by `valueOf` (in USDT); a coin with no price counts nothing rather than a guess.
 */
export function profitAndLoss(
  changes: readonly ReasonChange[],
  capitalReasons: ReadonlySet<string>,
  valueOf: (coinId: number, amount: Big) => Big | null,
): Big {
  return sum(
    changes
      .filter((c) => !capitalReasons.has(c.reason))
      .map((c) => valueOf(c.coinId, new Big(c.amount)) ?? new Big(0)),
  );
}
