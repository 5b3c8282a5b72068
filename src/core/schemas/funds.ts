import { z } from 'zod';
import { parseMoney } from '../money';
import { requiredText } from './fields';

/** A user's accounts (spec §3). Demo money never leaves the demo account (domain rules). */
export const USER_ACCOUNTS = ['spot', 'options', 'contract', 'trust', 'demo'] as const;
export type UserAccount = (typeof USER_ACCOUNTS)[number];
export const TRANSFERABLE_ACCOUNTS = ['spot', 'options', 'contract', 'trust'] as const;
export type TransferableAccount = (typeof TRANSFERABLE_ACCOUNTS)[number];

export const currencyIdField = z.coerce
  .number({ error: 'errors.currency_invalid' })
  .int({ error: 'errors.currency_invalid' })
  .positive({ error: 'errors.currency_invalid' });

/** A positive decimal amount as text; the coin's own precision is checked by the service. */
export const amountField = requiredText('errors.amount_required').refine(
  (text) => {
    const value = parseMoney(text);
    return value !== null && value.gt(0);
  },
  { error: 'errors.amount_invalid' },
);

/** A client-made id that makes a submission idempotent: a retry returns the first result. */
export const requestIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'errors.request_id_invalid' })
  .optional();

export const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20),
};

const accountField = z.enum(USER_ACCOUNTS, { error: 'errors.account_invalid' });
const transferableField = z.enum(TRANSFERABLE_ACCOUNTS, { error: 'errors.transfer_account_invalid' });

export const transferRequest = z
  .object({
    currency_id: currencyIdField,
    from: transferableField,
    to: transferableField,
    amount: amountField,
    request_id: requestIdField,
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
