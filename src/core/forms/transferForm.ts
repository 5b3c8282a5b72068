import { parseMoney } from '../money';
import { transferRequest, type TransferableAccount } from '../schemas/funds';
import { schemaErrors, type FieldError } from './fieldErrors';

export type TransferFormState = {
  currency_id: number | null;
  from: TransferableAccount;
  to: TransferableAccount;
  amount: string;
};

/** The coin picked in the account the money leaves. */
export type TransferBalance = { available: string; decimals: number };

export type TransferField = keyof TransferFormState;

/**
 * The transfer request's rules with the balance the screen shows: no more places than the coin
 * has, no more than is available. The server checks the balance again in the ledger, atomically.
 */
export const transferFormSchema = (balance: TransferBalance) =>
  transferRequest.superRefine((value, ctx) => {
    const amount = parseMoney(value.amount);
    if (!amount) return;
    const issue = (message: string, params: Record<string, unknown> = {}) =>
      ctx.addIssue({ code: 'custom', path: ['amount'], message, params });
    if (amount.round(balance.decimals, 0).cmp(amount) !== 0)
      return issue('errors.amount_precision', { decimals: balance.decimals });
    if (amount.gt(balance.available)) issue('errors.insufficient_balance');
  });

export function transferForm(
  state: TransferFormState,
  balance: TransferBalance | null,
): { errors: FieldError<TransferField | 'form'>[] } {
  if (!balance) return { errors: [{ field: 'currency_id', key: 'errors.currency_invalid' }] };
  return { errors: schemaErrors<TransferField>(transferFormSchema(balance), state) };
}
