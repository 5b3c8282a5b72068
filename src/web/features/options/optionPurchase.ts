import { Big, parseMoney, truncate } from '../../../core/money';
import type { OptionAccount, OptionProduct } from '../../../core/schemas/options';

/*
 * The purchase popup's pure rules: the amount shortcuts and the client-side checks, in the order
 * the spec lists them (§5 "Option purchase"), so the first thing wrong is the one the user sees.
 * The server checks the same again (calls/options.ts); these only save a round trip.
 */

/** The stake is typed in USDT cents: enough for any stake, and what the quick chips round to. */
export const STAKE_DECIMALS = 2;

/** The share chips of the chosen account's available balance. */
export const STAKE_PERCENTS = [25, 50, 75, 100] as const;

/**
 * `percent` % of the available balance, truncated to cents (never more than the balance), and
 * capped at the product's maximum, since a chip should never propose a stake the server refuses.
 */
export function stakeForPercent(available: string, percent: number, maxAmount?: string): string {
  let stake = new Big(available).times(percent).div(100);
  if (maxAmount !== undefined && stake.gt(maxAmount)) stake = new Big(maxAmount);
  return new Big(truncate(stake, STAKE_DECIMALS)).toFixed();
}

/** One thing in the way of a purchase: an i18n key under `option.error.*` and its values. */
export type PurchaseProblem =
  | { kind: 'error'; key: string; values?: Record<string, string> }
  /** The real account needs identity verification: the screen offers to go there. */
  | { kind: 'verify' };

export type PurchaseInput = {
  product: OptionProduct | null;
  amount: string;
  account: OptionAccount;
  /** The chosen account's available balance; null while it is not known (nothing to compare). */
  available: string | null;
  /** Basic identity verification; null while it is not known (the server checks it anyway). */
  verified: boolean | null;
};

/** The first problem of a purchase in the spec's order, or null when it may be sent. */
export function purchaseProblem({ product, amount, account, available, verified }: PurchaseInput) {
  if (!product) return { kind: 'error', key: 'option.error.choose_period' } as const;
  if (amount.trim() === '') return { kind: 'error', key: 'option.error.amount_required' } as const;
  const stake = parseMoney(amount);
  if (!stake || stake.lte(0)) return { kind: 'error', key: 'option.error.amount_invalid' } as const;
  if (stake.lt(product.min_amount))
    return {
      kind: 'error',
      key: 'option.error.amount_below_min',
      values: { min: product.min_amount },
    } as const;
  if (stake.gt(product.max_amount))
    return {
      kind: 'error',
      key: 'option.error.amount_above_max',
      values: { max: product.max_amount },
    } as const;
  if (available !== null && stake.gt(available))
    return { kind: 'error', key: 'option.error.insufficient_balance' } as const;
  // Demo money is play money: only the real account asks for verification (domain-rules).
  if (account === 'real' && verified === false) return { kind: 'verify' } as const;
  return null;
}
