import { z } from 'zod';
import { codeField, idField, optionalText, payPasswordField } from '../schemas/fields';
import { withdrawAmountRule, type WithdrawAmountLimits } from '../schemas/withdrawals';
import { withdrawalFigures, type WithdrawalFigures } from '../withdrawal';
import { schemaErrors, type FieldError } from './fieldErrors';

/** What the user has typed or picked on the withdraw screen. */
export type WithdrawFormState = {
  /** The saved address picked, or null (a bank withdrawal has none). */
  address_id: number | null;
  amount: string;
  pay_password: string;
  code: string;
  remark: string;
};

/** What the screen knows from `wallet/get_info` for the coin and network picked. */
export type WithdrawFormContext = Required<WithdrawAmountLimits> & {
  /** A bank withdrawal goes to the saved bank card: no address to pick. */
  bank: boolean;
  /** The user has an e-mail or phone, so the server asks for a code sent there. */
  codeRequired: boolean;
};

export type WithdrawField = keyof WithdrawFormState;

/**
 * The withdraw form's rules for one coin and network: the amount rule the server applies
 * (places, minimum) plus the balance the screen knows, and the code only where one is sent.
 */
export const withdrawFormSchema = (context: WithdrawFormContext) =>
  z.object({
    address_id: context.bank ? z.null() : idField('errors.withdraw_no_address'),
    amount: withdrawAmountRule(context),
    pay_password: payPasswordField(),
    code: context.codeRequired ? codeField : z.string(),
    remark: optionalText.pipe(z.string().max(100, { error: 'errors.withdraw_remark_long' }).optional()),
  });

/** The form in one step: what the user will see leave and arrive, and what stops the submit. */
export function withdrawForm(
  state: WithdrawFormState,
  context: WithdrawFormContext,
): { figures: WithdrawalFigures; errors: FieldError<WithdrawField | 'form'>[] } {
  return {
    figures: withdrawalFigures({ ...state, ...context }),
    errors: schemaErrors<WithdrawField>(withdrawFormSchema(context), state),
  };
}
