import { Big, truncate } from '../../../core/money';
import type { VerificationState } from '../../../core/schemas/identity';
import type { OptionAccount } from '../../../core/schemas/options';

/*
 * The purchase sheet's own rules beside its form (core/forms/optionPurchaseForm.ts): the amount
 * shortcuts, and what confirming on the real account asks about verification first.
 */

/** The quick chips propose stakes in USDT cents: enough for any stake. */
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

/**
 * What confirming asks before a real-money option (spec §5: verification required, otherwise a
 * prompt to go there): `verify` offers the way to verification; `under_review` says the documents
 * are being checked, since sending the user back to a form they already filled in helps nobody.
 * Demo money is play money and asks nothing; an unknown state is left to the server.
 */
export function verificationPrompt(
  account: OptionAccount,
  basic: VerificationState | null,
): 'verify' | 'under_review' | null {
  if (account !== 'real' || basic === null || basic === 'approved') return null;
  return basic === 'pending' ? 'under_review' : 'verify';
}
