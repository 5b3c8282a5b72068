import { z } from 'zod';
import { idField, pageFields, positiveAmountField, requestIdField } from './fields';

/** A user's accounts (spec §3). Demo money never leaves the demo account (domain rules). */
export const USER_ACCOUNTS = ['spot', 'options', 'contract', 'trust', 'demo'] as const;
export type UserAccount = (typeof USER_ACCOUNTS)[number];
export const TRANSFERABLE_ACCOUNTS = ['spot', 'options', 'contract', 'trust'] as const;
export type TransferableAccount = (typeof TRANSFERABLE_ACCOUNTS)[number];

export const currencyIdField = idField('errors.currency_invalid');

/** A positive decimal amount as text; the coin's own precision is checked by the service. */
export const amountField = positiveAmountField('errors.amount_required', 'errors.amount_invalid');

const accountField = z.enum(USER_ACCOUNTS, { error: 'errors.account_invalid' });
const transferableField = z.enum(TRANSFERABLE_ACCOUNTS, { error: 'errors.transfer_account_invalid' });

export const transferRequest = z
  .object({
    currency_id: currencyIdField,
    from: transferableField,
    to: transferableField,
    amount: amountField,
    request_id: requestIdField.optional(),
  })
  .refine((t) => t.from !== t.to, { error: 'errors.transfer_same_account', path: ['to'] });
export type TransferRequest = z.infer<typeof transferRequest>;

export const walletDetailRequest = z.object({
  currency_id: currencyIdField,
  account: accountField.default('spot'),
});

export const changeLogQuery = z.object({
  account: accountField.optional(),
  currency_id: currencyIdField.optional(),
  ...pageFields,
});

export const transferHistoryQuery = z.object({ currency_id: currencyIdField.optional(), ...pageFields });
