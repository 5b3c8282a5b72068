import { z } from 'zod';
import { parseMoney, plainDecimal } from '../money';
import {
  bankAccountNumberField,
  idField,
  optionalCodeField,
  optionalText,
  pageOf,
  payPasswordField,
  positiveAmountField,
  requestIdField,
  requiredText,
} from './fields';

/** Chain networks an address can be on (spec §3), and BANK for a withdrawal to the bank card. */
export const CHAIN_NETWORKS = ['TRC20', 'ERC20', 'OMNI'] as const;
export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];
export const BANK_NETWORK = 'BANK';
export type WithdrawNetwork = ChainNetwork | typeof BANK_NETWORK;

/**
 * Scenes of `sms_other_mail`: the code goes to the user's own e-mail or phone. Binding an
 * address, saving the bank card, withdrawing and changing the fund password each have their own.
 */
export const OTHER_CODE_SCENES = ['bind_address', 'withdraw', 'bind_card', 'pay_password'] as const;
export type OtherCodeScene = (typeof OTHER_CODE_SCENES)[number];

const currencyField = idField('errors.withdraw_currency_invalid');
const chainNetworkField = z.enum(CHAIN_NETWORKS, { error: 'errors.withdraw_network_invalid' });
const withdrawNetworkField = z.enum([...CHAIN_NETWORKS, BANK_NETWORK], {
  error: 'errors.withdraw_network_invalid',
});

export const otherCodeRequest = z.object({
  scene: z.enum(OTHER_CODE_SCENES, { error: 'errors.scene_invalid' }),
});

export const addressListRequest = z.object({
  currency_id: z
    .union([z.literal(''), currencyField])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

export const addAddressRequest = z.object({
  currency_id: currencyField,
  network: chainNetworkField,
  address: requiredText('errors.withdraw_address_required').pipe(
    z.string().max(128, { error: 'errors.withdraw_address_too_long' }),
  ),
  remark: optionalText.pipe(z.string().max(40, { error: 'errors.withdraw_remark_long' }).optional()),
  pay_password: payPasswordField(),
  code: optionalCodeField,
});
export type AddAddressRequest = z.infer<typeof addAddressRequest>;

export const idRequest = z.object({ id: idField('errors.withdraw_id_invalid') });

const bankText = (key: string, max = 120) =>
  requiredText(key).pipe(z.string().max(max, { error: 'errors.withdraw_bank_field_long' }));

/** The bank card, every field of spec §3, all required. */
export const bankCardRequest = z.object({
  holder_name: bankText('errors.withdraw_bank_holder_required'),
  bank_name: bankText('errors.withdraw_bank_name_required'),
  card_number: bankAccountNumberField(
    'errors.withdraw_bank_card_required',
    'errors.withdraw_bank_card_invalid',
  ),
  branch_name: bankText('errors.withdraw_bank_branch_required'),
  branch_number: bankText('errors.withdraw_bank_branch_number_required', 40),
  bank_address: bankText('errors.withdraw_bank_address_required', 200),
  swift_code: bankText('errors.withdraw_bank_swift_required', 40),
  iban: bankText('errors.withdraw_bank_iban_required', 40),
  payee_address: bankText('errors.withdraw_bank_payee_address_required', 200),
  postal_code: bankText('errors.withdraw_bank_postal_code_required', 20),
  pay_password: payPasswordField(),
  code: optionalCodeField,
});
export type BankCardRequest = z.infer<typeof bankCardRequest>;

export const withdrawInfoRequest = z.object({ currency_id: currencyField, network: withdrawNetworkField });

export const amountField = positiveAmountField(
  'errors.withdraw_amount_required',
  'errors.withdraw_amount_invalid',
);

/** What the amount must respect for one coin and network (`wallet/get_info`). */
export type WithdrawAmountLimits = {
  coin: string;
  decimals: number;
  min: string;
  /** With the fee and the balance, the rule also checks that amount + fee is available (the form). */
  fee?: string;
  available?: string;
};

/**
 * The amount rule that depends on the coin: its decimal places, its minimum and, where the
 * balance is known, amount + fee within it. The form shows these under the field before
 * submitting; the server applies the same rule to the request (the balance it checks in the
 * ledger, atomically).
 */
export const withdrawAmountRule = (limits: WithdrawAmountLimits) =>
  amountField.superRefine((text, ctx) => {
    const amount = parseMoney(text);
    if (!amount || amount.lte(0)) return;
    const issue = (message: string, params: Record<string, unknown>) =>
      ctx.addIssue({ code: 'custom', message, params });
    if (amount.round(limits.decimals, 0).cmp(amount) !== 0)
      return issue('errors.withdraw_amount_precision', { count: limits.decimals });
    if (amount.lt(limits.min))
      return issue('errors.withdraw_below_min', { min: plainDecimal(limits.min), coin: limits.coin });
    if (
      limits.fee !== undefined &&
      limits.available !== undefined &&
      amount.plus(limits.fee).gt(limits.available)
    )
      issue('errors.insufficient_balance', {});
  });

export const withdrawRequest = z
  .object({
    currency_id: currencyField,
    network: withdrawNetworkField,
    address_id: z
      .union([z.literal(''), idField('errors.withdraw_no_address')])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    amount: amountField,
    pay_password: payPasswordField(),
    code: optionalCodeField,
    remark: optionalText.pipe(z.string().max(100, { error: 'errors.withdraw_remark_long' }).optional()),
    request_id: requestIdField,
  })
  .transform((v) => ({ ...v, amount: parseMoney(v.amount)!.toFixed() }));
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/* What the withdrawal calls answer (src/core/calls/withdraw.ts describes each call). */

const withdrawNetwork = z.enum([...CHAIN_NETWORKS, BANK_NETWORK]);

export const withdrawalAddress = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  coin: z.string(),
  network: z.enum(CHAIN_NETWORKS),
  address: z.string().meta({ description: 'ERC20 stored checksummed, bech32 lower-case' }),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type WithdrawalAddress = z.infer<typeof withdrawalAddress>;

export const bankCard = z.object({
  holder_name: z.string(),
  bank_name: z.string(),
  card_number: z.string(),
  branch_name: z.string(),
  branch_number: z.string(),
  bank_address: z.string(),
  swift_code: z.string(),
  iban: z.string(),
  payee_address: z.string(),
  postal_code: z.string(),
  updated_at: z.string(),
  held_until: z.string().nullable().meta({
    description: 'A replaced card takes withdrawals only after this time (24 hours); null when free',
  }),
});
export type BankCard = z.infer<typeof bankCard>;

/** Where a code for address binding or withdrawal goes; null when the user has neither. */
export const codeContact = z
  .object({
    channel: z.enum(['email', 'sms']),
    masked: z.string().meta({ description: 'The e-mail or phone with most of it hidden' }),
  })
  .nullable();
export type CodeContact = z.infer<typeof codeContact>;

/** `sms_other_mail`: whether a code went out, and where. */
export const codeSent = z.object({ sent: z.boolean(), contact: codeContact });

export const withdrawalCurrency = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  decimals: z.number().int(),
  networks: z.array(z.object({ network: withdrawNetwork, min: z.string(), fee: z.string() })),
});
export type WithdrawalCurrency = z.infer<typeof withdrawalCurrency>;

/**
 * Why withdrawals wait after a security change, and until when: a changed fund password holds
 * every withdrawal for 24 hours, a replaced bank card holds withdrawals to it (BANK) for 24 hours.
 */
export const withdrawalHold = z
  .object({
    reason: z.enum(['pay_password_changed', 'bank_card_replaced']),
    until: z.string().meta({ description: 'ISO time from which withdrawals are allowed again' }),
  })
  .nullable();
export type WithdrawalHold = z.infer<typeof withdrawalHold>;

export const withdrawInfo = z.object({
  currency_id: z.number().int(),
  coin: z.string(),
  network: withdrawNetwork,
  decimals: z.number().int().meta({ description: 'Decimal places an amount may have' }),
  min: z.string(),
  fee: z.string().meta({ description: 'Charged on top of the amount' }),
  available: z.string().meta({ description: 'Spot balance available to withdraw' }),
  daily_limit: z.number().int().meta({ description: 'Withdrawal requests allowed per UTC day' }),
  daily_left: z.number().int(),
  gates: z
    .object({ destination_saved: z.boolean(), pay_password_set: z.boolean(), verified: z.boolean() })
    .meta({ description: "The spec's gates, in the order the form checks them" }),
  pay_locked_minutes: z.number().int().meta({ description: 'Minutes left of a fund-password lock, or 0' }),
  contact: codeContact,
  hold: withdrawalHold,
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawal = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  coin: z.string(),
  network: withdrawNetwork,
  destination: z
    .string()
    .meta({ description: 'The address, or the bank card as it was when the withdrawal was made' }),
  amount: z.string(),
  fee: z.string(),
  actual: z
    .string()
    .meta({ description: 'What arrives at the destination: the amount (the fee is charged on top)' }),
  remark: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable().meta({ description: "The operator's reason, once decided" }),
  payout_tx_hash: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalPage = pageOf(withdrawal);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/**
 * Coins and their withdrawal networks as spec §3 lists them (the server's coin_networks holds
 * the same, with minimums and fees). The form offers these; the server checks each request.
 */
export const WITHDRAW_COINS: readonly { id: number; symbol: string; networks: readonly WithdrawNetwork[] }[] =
  [
    { id: 3, symbol: 'USDT', networks: ['TRC20', 'ERC20', 'OMNI', BANK_NETWORK] },
    { id: 4, symbol: 'USDC', networks: ['ERC20', 'TRC20'] },
    { id: 1, symbol: 'BTC', networks: ['OMNI'] },
    { id: 2, symbol: 'ETH', networks: ['ERC20'] },
  ];
