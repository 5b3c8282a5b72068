import { z } from 'zod';
import { idField, pageFields, pageOf, positiveAmountField, requestIdField } from './fields';

/** A user's accounts (spec §3). Demo money never leaves the demo account (domain rules). */
export const USER_ACCOUNTS = ['spot', 'options', 'contract', 'trust', 'demo'] as const;
export type UserAccount = (typeof USER_ACCOUNTS)[number];
/** The accounts holding the user's own money: every account but demo. Only these can be transferred. */
export const TRANSFERABLE_ACCOUNTS = ['spot', 'options', 'contract', 'trust'] as const;
export type TransferableAccount = (typeof TRANSFERABLE_ACCOUNTS)[number];
/** Real money (not demo): what totals, today's P&L and transfers count. */
export const isRealAccount = (account: string): boolean =>
  (TRANSFERABLE_ACCOUNTS as readonly string[]).includes(account);

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

/* Answers. Amounts are decimal strings without trailing zeros ("120.5"); times ISO 8601 UTC. */

const decimal = (description: string) => z.string().meta({ description });

/** A coin as the coin list names it, without any balance. */
export const coinInfo = z.object({
  currency_id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().meta({ description: 'Decimal places the coin is counted in' }),
});
export type CoinInfo = z.infer<typeof coinInfo>;

/** One coin in one account. */
export const coinBalance = coinInfo.extend({
  available: decimal('Free to use'),
  frozen: decimal('Held by open orders and withdrawals under review'),
  total: decimal('available + frozen'),
  valuation: decimal('The total in USDT; null while the coin has no price yet').nullable(),
  locks: z
    .array(z.object({ amount: decimal('Locked until unlock_at'), unlock_at: z.number().int() }))
    .optional()
    .meta({ description: 'Part of frozen locked until a date (a new coin’s lock-up), soonest first' }),
});
export type CoinBalance = z.infer<typeof coinBalance>;

export const accountSummary = z.object({
  account: accountField,
  valuation: decimal("The account's coins in USDT (coins without a price count as 0)"),
  coins: z.array(coinBalance),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** `wallet/list`. */
export const walletOverview = z.object({
  accounts: z.array(accountSummary),
  total_valuation: decimal('Every account but demo, in USDT'),
  valuation_partial: z
    .boolean()
    .meta({ description: 'A held coin has no price yet, so the totals leave it out' }),
  today_pnl: decimal(
    "Today's (UTC) profit or loss in USDT: balance changes that are not deposits, withdrawals or transfers",
  ),
});
export type WalletOverview = z.infer<typeof walletOverview>;

/** `wallet/detail`: one coin in one account. */
export const accountCoin = coinBalance.extend({ account: accountField });
export type AccountCoin = z.infer<typeof accountCoin>;

/** `wallet/legal_log`: one change of one balance. */
export const changeRecord = z.object({
  id: z.number().int(),
  account: accountField,
  currency_id: z.number().int(),
  symbol: z.string(),
  field: z.enum(['available', 'frozen']),
  amount: decimal('Signed: negative when the balance went down'),
  reason: z.string().meta({ description: 'Why it changed: deposit, transfer, withdrawal_freeze, trade, …' }),
  reference: z
    .string()
    .nullable()
    .meta({ description: 'What caused it, e.g. `transfer:12`, `withdrawal:3`' }),
  created_at: z.string(),
});
export type ChangeRecord = z.infer<typeof changeRecord>;

/** `wallet/change` and `wallet/hzhistory`: a transfer between two of the user's own accounts. */
export const transferRecord = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  symbol: z.string(),
  from: z.enum(TRANSFERABLE_ACCOUNTS),
  to: z.enum(TRANSFERABLE_ACCOUNTS),
  amount: z.string(),
  created_at: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecord>;

export const changePage = pageOf(changeRecord);
export const transferPage = pageOf(transferRecord);

/** `currency/user_currency_list`: with the spot balance when signed in, the bare coin otherwise. */
export const currencyListItem = z.union([coinBalance, coinInfo]);
