import { updatePasswordRequest } from '../schemas/user';
import { schemaErrors, type FieldError } from './fieldErrors';

/** The change-password form, named as `user/update_password` names its fields. */
export type ChangePasswordFormState = { old_password: string; password: string; re_password: string };
export type ChangePasswordField = keyof ChangePasswordFormState;

/**
 * The request's rules, plus the old password for an account that has one (a wallet-only account
 * sets its first password without one; the server asks the same).
 */
export function changePasswordForm(
  state: ChangePasswordFormState,
  context: { hasPassword: boolean },
): { errors: FieldError<ChangePasswordField | 'form'>[] } {
  const errors = schemaErrors<ChangePasswordField>(updatePasswordRequest, state);
  if (context.hasPassword && !state.old_password && !errors.some((e) => e.field === 'old_password'))
    errors.unshift({ field: 'old_password', key: 'errors.old_password_required' });
  return { errors };
}
