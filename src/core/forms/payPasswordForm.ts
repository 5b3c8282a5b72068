import { codeField } from '../schemas/fields';
import { updatePayPasswordRequest } from '../schemas/user';
import { schemaErrors, type FieldError } from './fieldErrors';

/** What the user has typed on the set/change fund password screen. */
export type PayPasswordFormState = {
  old_pay_password: string;
  pay_password: string;
  re_pay_password: string;
  code: string;
};
export type PayPasswordField = keyof PayPasswordFormState;

export type PayPasswordFormContext = {
  /** A fund password is set: this is a change, which needs the current one. */
  hasPayPassword: boolean;
  /** The user has an e-mail or phone, so a change needs the code sent there. */
  codeRequired: boolean;
};

const FIELD_ORDER: PayPasswordField[] = ['old_pay_password', 'pay_password', 're_pay_password', 'code'];

/**
 * The request's own rules (`user/e_pwd`) plus what depends on the account: the current fund
 * password and the code are needed only to change a set one. One error per field, in field order.
 */
export function payPasswordForm(
  state: PayPasswordFormState,
  context: PayPasswordFormContext,
): { errors: FieldError<PayPasswordField | 'form'>[] } {
  const errors = schemaErrors<PayPasswordField>(updatePayPasswordRequest, state);
  const change = context.hasPayPassword;
  if (change && !state.old_pay_password)
    errors.push({ field: 'old_pay_password', key: 'errors.old_pay_password_required' });
  const code = codeField.safeParse(state.code);
  if (change && context.codeRequired && !code.success && !errors.some((e) => e.field === 'code'))
    errors.push({ field: 'code', key: code.error.issues[0]?.message ?? 'errors.code_required' });
  const rank = (field: string) => FIELD_ORDER.indexOf(field as PayPasswordField);
  return { errors: errors.sort((a, b) => rank(a.field) - rank(b.field)) };
}
