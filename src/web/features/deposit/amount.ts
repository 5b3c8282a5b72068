import { quickDepositForm } from '../../../core/forms/depositForms';
import { Big } from '../../../core/money';
import { NETWORK_FAMILY, normalizeTxHash, type DepositNetwork } from '../../../core/schemas/deposit';

/*
 * The deposit screen's input rules. Messages are the server's own keys (errors.deposit_*), so a
 * problem reads the same whether the screen or the server finds it.
 */

/** Bank and quick deposits: a whole number, at least the minimum (spec §5); the core form's rule. */
export function wholeAmountProblem(text: string, min: string): string | null {
  return quickDepositForm({ amount: text, voucher: '-' }, { min, coin: '' }).errors[0]?.key ?? null;
}

/** The smallest minimum of the coin's networks: bank and quick deposits have no network. */
export function coinMinimum(coin: { networks: readonly { min: string }[] }): string {
  const mins = coin.networks.map((n) => n.min);
  return mins.reduce((least, min) => (new Big(min).lt(least) ? min : least), mins[0] ?? '0');
}

/** Spec §5 "valid hash required", by the server's own normaliser. */
export function hashProblem(network: DepositNetwork, text: string): string | null {
  return normalizeTxHash(NETWORK_FAMILY[network], text) ? null : 'errors.deposit_hash_invalid';
}

/** Amounts on screen: the spec's truncation, never rounding up, without trailing zeros. */
export function displayAmount(value: string, decimals = 8): string {
  return new Big(value).round(decimals, Big.roundDown).toFixed();
}

/** What to tell the user once the server has a deposit: what happens next depends on its status. */
export function submittedMessageKey(status: string): string {
  if (status === 'confirming') return 'deposit.page.submitted';
  if (status === 'pending') return 'deposit.page.under_review';
  return `deposit.status.${status}`;
}
