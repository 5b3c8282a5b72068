import { Big, parseMoney } from '../../../core/money';

/**
 * The amount a user types to send from their wallet: a plain decimal with no more places than
 * the token has, and at least the network's minimum. Returns an i18n key, or null when fine.
 */
export function sendAmountProblem(text: string, min: string, decimals: number): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'deposit.page.amount_required';
  const value = parseMoney(trimmed);
  if (!value || value.lte(0)) return 'deposit.page.amount_invalid';
  if ((trimmed.split('.')[1] ?? '').length > decimals) return 'deposit.page.amount_invalid';
  if (value.lt(new Big(min))) return 'deposit.page.amount_below_min';
  return null;
}

/** Bank and quick deposits: a whole number, at least the minimum (spec §5). */
export function wholeAmountProblem(text: string, min: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'deposit.page.amount_required';
  if (!/^\d{1,15}$/.test(trimmed) || Number(trimmed) === 0) return 'deposit.page.amount_integer';
  if (new Big(trimmed).lt(new Big(min))) return 'deposit.page.amount_below_min';
  return null;
}

/** Spec §5 "valid hash required": EVM 0x + 64 hex, TRON 64 hex (a 0x in front is tolerated). */
export function hashProblem(network: string, text: string): string | null {
  const hash = text.trim();
  const ok = network === 'ERC20' ? /^0x[0-9a-fA-F]{64}$/.test(hash) : /^(0x)?[0-9a-fA-F]{64}$/.test(hash);
  return ok ? null : 'deposit.page.hash_invalid';
}

/** Amounts on screen: the spec's truncation, never rounding up, without trailing zeros. */
export function displayAmount(value: string, decimals = 8): string {
  return new Big(value).round(decimals, Big.roundDown).toFixed();
}
