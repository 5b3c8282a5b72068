import { codeField } from '../schemas/fields';
import { bankCardRequest, type BankCardRequest } from '../schemas/withdrawals';
import { schemaErrors, type FieldError } from './fieldErrors';

/** The card's fields in spec §3's order, then the fund password and the code that guard it. */
export const BANK_CARD_FIELDS = [
  'holder_name',
  'bank_name',
  'card_number',
  'branch_name',
  'branch_number',
  'bank_address',
  'swift_code',
  'iban',
  'payee_address',
  'postal_code',
] as const satisfies readonly (keyof BankCardRequest)[];

export type BankCardField = (typeof BANK_CARD_FIELDS)[number] | 'pay_password' | 'code';
export type BankCardFormState = Record<BankCardField, string>;

/**
 * The bank card form: the request's rules (every field required, the fund password's six
 * digits), and the code where the user has an e-mail or phone to receive one, as the server asks.
 */
export function bankCardForm(
  state: BankCardFormState,
  context: { codeRequired: boolean },
): { errors: FieldError<BankCardField | 'form'>[] } {
  const errors = schemaErrors<BankCardField>(bankCardRequest, state);
  const code = codeField.safeParse(state.code);
  if (context.codeRequired && !code.success && !errors.some((e) => e.field === 'code'))
    errors.push({ field: 'code', key: code.error.issues[0]?.message ?? 'errors.code_required' });
  return { errors };
}
