import { z } from 'zod';
import { parseMoney } from '../money';
import {
  idField,
  optionalText,
  pageFields,
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

/** Scenes of `sms_other_mail`: the code goes to the user's own e-mail or phone. */
export const OTHER_CODE_SCENES = ['bind_address', 'withdraw'] as const;

const currencyField = idField('errors.withdraw_currency_invalid');
const chainNetworkField = z.enum(CHAIN_NETWORKS, { error: 'errors.withdraw_network_invalid' });
const withdrawNetworkField = z.enum([...CHAIN_NETWORKS, BANK_NETWORK], {
  error: 'errors.withdraw_network_invalid',
});
/** The code is checked by the server only when the user has an e-mail or phone to receive one. */
const optionalCode = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined));

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
    z.string().max(128, { error: 'errors.withdraw_address_invalid' }),
  ),
  remark: optionalText.pipe(z.string().max(40, { error: 'errors.withdraw_remark_long' }).optional()),
  pay_password: payPasswordField(),
  code: optionalCode,
});
export type AddAddressRequest = z.infer<typeof addAddressRequest>;

export const idRequest = z.object({ id: idField('errors.withdraw_id_invalid') });

const bankText = (key: string, max = 120) =>
  requiredText(key).pipe(z.string().max(max, { error: 'errors.withdraw_bank_field_long' }));

/** The bank card, every field of spec §3, all required. */
export const bankCardRequest = z.object({
  holder_name: bankText('errors.withdraw_bank_holder_required'),
  bank_name: bankText('errors.withdraw_bank_name_required'),
  card_number: requiredText('errors.withdraw_bank_card_required')
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{6,34}$/, { error: 'errors.withdraw_bank_card_invalid' })),
  branch_name: bankText('errors.withdraw_bank_branch_required'),
  branch_number: bankText('errors.withdraw_bank_branch_number_required', 40),
  bank_address: bankText('errors.withdraw_bank_address_required', 200),
  swift_code: bankText('errors.withdraw_bank_swift_required', 40),
  iban: bankText('errors.withdraw_bank_iban_required', 40),
  payee_address: bankText('errors.withdraw_bank_payee_address_required', 200),
  postal_code: bankText('errors.withdraw_bank_postal_code_required', 20),
});
export type BankCardRequest = z.infer<typeof bankCardRequest>;

export const withdrawInfoRequest = z.object({ currency_id: currencyField, network: withdrawNetworkField });

export const amountField = positiveAmountField(
  'errors.withdraw_amount_required',
  'errors.withdraw_amount_invalid',
);

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
    code: optionalCode,
    remark: optionalText.pipe(z.string().max(100, { error: 'errors.withdraw_remark_long' }).optional()),
    request_id: requestIdField,
  })
  .transform((v) => ({ ...v, amount: parseMoney(v.amount)!.toFixed() }));
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

export const pageRequest = z.object(pageFields);

export type WithdrawalAddress = {
  id: number;
  currency_id: number;
  coin: string;
  network: ChainNetwork;
  address: string;
  remark: string | null;
  created_at: string;
};

export type BankCard = Omit<BankCardRequest, never> & { updated_at: string };

/** Where a code for address binding or withdrawal goes; null when the user has neither. */
export type CodeContact = { channel: 'email' | 'sms'; masked: string } | null;

export type WithdrawInfo = {
  currency_id: number;
  coin: string;
  network: WithdrawNetwork;
  decimals: number;
  min: string;
  fee: string;
  /** Spot balance available to withdraw. */
  available: string;
  daily_limit: number;
  daily_left: number;
  /** The spec's gates, in the order the form checks them. */
  gates: { destination_saved: boolean; pay_password_set: boolean; verified: boolean };
  /** Minutes left of a fund-password lock, or 0. */
  pay_locked_minutes: number;
  contact: CodeContact;
};

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export type Withdrawal = {
  id: number;
  currency_id: number;
  coin: string;
  network: WithdrawNetwork;
  destination: string;
  amount: string;
  fee: string;
  /** What arrives at the destination: the amount (the fee is charged on top). */
  actual: string;
  remark: string | null;
  status: WithdrawalStatus;
  reason: string | null;
  payout_tx_hash: string | null;
  created_at: string;
  reviewed_at: string | null;
};

export type WithdrawalPage = { list: Withdrawal[]; page: number; limit: number; total: number };

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
