import { z } from 'zod';
import { Big, parseMoney } from '../money';
import {
  bankDepositRequest,
  depositIntentRequest,
  depositMinimumProblem,
  quickDepositRequest,
} from '../schemas/deposit';
import { schemaErrors, type FieldError } from './fieldErrors';

/*
 * Deposit forms: the server's request schemas (whole amount, proof, reference for bank and quick
 * deposits; the exact amount of a wallet transfer) plus the coin's minimum, which the server
 * checks with the same function.
 */

export type DepositMinimum = { min: string; coin: string };

export type BankDepositFormState = {
  bank_name: string;
  card_number: string;
  holder_name: string;
  amount: string;
  voucher: string;
  reference: string;
};
export type BankDepositField = keyof BankDepositFormState;

export type QuickDepositFormState = { amount: string; voucher: string };
export type QuickDepositField = keyof QuickDepositFormState;

/** The minimum goes under the amount, unless the amount already has a problem of its own. */
function withMinimum<F extends string>(
  errors: FieldError<F | 'form'>[],
  amount: string,
  limits: DepositMinimum,
): FieldError<F | 'form'>[] {
  if (errors.some((e) => e.field === 'amount')) return errors;
  const key = depositMinimumProblem(amount.trim(), limits.min);
  if (!key) return errors;
  const error = { field: 'amount' as F, key, params: { ...limits } };
  // Keep the screen's order: fields before the amount, then the amount, then the rest.
  const at = errors.findIndex((e) => !['bank_name', 'card_number', 'holder_name'].includes(e.field));
  return at < 0 ? [...errors, error] : [...errors.slice(0, at), error, ...errors.slice(at)];
}

const bankForm = bankDepositRequest.omit({ kind: true, currency_id: true, request_id: true });
const quickForm = quickDepositRequest.omit({ currency_id: true, request_id: true });

export function bankDepositForm(
  state: BankDepositFormState,
  limits: DepositMinimum,
): { errors: FieldError<BankDepositField | 'form'>[] } {
  return { errors: withMinimum(schemaErrors<BankDepositField>(bankForm, state), state.amount, limits) };
}

export function quickDepositForm(
  state: QuickDepositFormState,
  limits: DepositMinimum,
): { errors: FieldError<QuickDepositField | 'form'>[] } {
  return { errors: withMinimum(schemaErrors<QuickDepositField>(quickForm, state), state.amount, limits) };
}

export type WalletDepositFormState = { amount: string };
export type WalletDepositField = keyof WalletDepositFormState;
/** The token's places: a wallet can send no finer amount than the contract counts in. */
export type WalletDepositLimits = DepositMinimum & { decimals: number };

/**
 * "Send from my wallet": the amount rule of a deposit intent (what the chain will show), no more
 * places than the token has, and at least the minimum.
 */
export const walletDepositFormSchema = (limits: WalletDepositLimits) =>
  z.object({
    amount: depositIntentRequest.shape.amount.superRefine((text, ctx) => {
      const value = parseMoney(text);
      if (!value || value.lte(0)) return; // the amount's own rules speak first
      if ((text.split('.')[1] ?? '').length > limits.decimals)
        ctx.addIssue({ code: 'custom', message: 'errors.deposit_amount_invalid' });
      else if (value.lt(new Big(limits.min)))
        ctx.addIssue({ code: 'custom', message: 'errors.deposit_amount_min', params: { ...limits } });
    }),
  });

export function walletDepositForm(
  state: WalletDepositFormState,
  limits: WalletDepositLimits,
): { errors: FieldError<WalletDepositField | 'form'>[] } {
  return { errors: schemaErrors<WalletDepositField>(walletDepositFormSchema(limits), state) };
}
