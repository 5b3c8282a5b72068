import {
  TRANSFERABLE_ACCOUNTS,
  type TransferableAccount,
  type UserAccount,
} from '../../../core/schemas/funds';

/** The accounts the assets screens show, in the spec's order; demo money stays with options. */
export const SHOWN_ACCOUNTS = TRANSFERABLE_ACCOUNTS;

export function isShownAccount(value: string | null): value is TransferableAccount {
  return (SHOWN_ACCOUNTS as readonly string[]).includes(value ?? '');
}

/** i18n key of an account's name. */
export const accountLabelKey = (account: UserAccount) => `assets.account.${account}`;
