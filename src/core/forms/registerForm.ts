import { registerRequest, type AccountType } from '../schemas/user';
import { schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';

/** The sign-up form, named as `user/register` names its fields. */
export type RegisterFormState = {
  account_type: AccountType;
  account: string;
  area_code: string;
  code: string;
  password: string;
  re_password: string;
  pay_password: string;
  re_pay_password: string;
  invite_code: string;
  agree: boolean;
};

export type RegisterField = keyof RegisterFormState;

/** What `get/reg` says about this site's sign-up. */
export type RegisterFormContext = { inviteRequired: boolean };

const FIELD_ORDER: readonly RegisterField[] = [
  'account',
  'area_code',
  'code',
  'password',
  're_password',
  'pay_password',
  're_pay_password',
  'invite_code',
  'agree',
];

/**
 * The register request's rules, plus the invitation code where the site requires one (the
 * server's invite check says the same), one error per field in the order the screen shows them.
 */
export function registerForm(
  state: RegisterFormState,
  context: RegisterFormContext,
): { errors: FieldError<RegisterField | 'form'>[] } {
  const errors = schemaErrors<RegisterField>(registerRequest, state);
  if (context.inviteRequired && !state.invite_code.trim() && !errors.some((e) => e.field === 'invite_code'))
    errors.push({ field: 'invite_code', key: 'errors.invite_required' });
  return { errors: inFormOrder(errors, FIELD_ORDER) };
}
