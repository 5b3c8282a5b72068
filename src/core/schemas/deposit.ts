import { z } from 'zod';
import { Big } from '../money';
import {
  bankAccountNumberField,
  idField,
  MAX_AMOUNT_DIGITS,
  pageOf,
  positiveAmountField,
  requestIdField,
  requiredText,
} from './fields';

/*
 * Deposit calls (spec §7 wallet, records): request bodies shared by the server and the deposit
 * screen. Every message is an i18n key under `errors.deposit_*`.
 */

/** Spec §3 networks; each belongs to one chain family, which decides address and hash formats. */
export const DEPOSIT_NETWORKS = ['TRC20', 'ERC20', 'OMNI'] as const;
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number];
export type ChainFamily = 'evm' | 'tron' | 'btc';

/** The TRON networks a wallet can be on: TronLink switches between them in its settings. */
export const TRON_NETWORKS = ['mainnet', 'shasta', 'nile'] as const;
export type TronNetwork = (typeof TRON_NETWORKS)[number];

/**
 * Which TRON network a node's URL serves, as TronGrid names its hosts (api.trongrid.io,
 * api.shasta.trongrid.io, nile.trongrid.io); null for a node of one's own, which says nothing.
 * The server reads its TRON_API_URL with it, the page TronLink's full node.
 */
export function tronNetworkOf(url: string): TronNetwork | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === 'shasta.trongrid.io' || host.endsWith('.shasta.trongrid.io')) return 'shasta';
  if (host === 'nile.trongrid.io' || host.endsWith('.nile.trongrid.io')) return 'nile';
  if (host === 'api.trongrid.io' || host === 'trongrid.io') return 'mainnet';
  return null;
}
export const NETWORK_FAMILY: Record<DepositNetwork, ChainFamily> = {
  ERC20: 'evm',
  TRC20: 'tron',
  OMNI: 'btc',
};

export const DEPOSIT_STATUSES = ['confirming', 'pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_KINDS = ['chain', 'bank', 'quick'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How long a deposit intent stays open: the transfer must happen (and be submitted) within it. */
export const DEPOSIT_INTENT_MS = 2 * 3600_000;

/**
 * A transaction hash in the one form it is stored and compared in, or null when it cannot be one:
 * EVM `0x` + 64 lower-case hex; TRON and Bitcoin/Omni 64 lower-case hex (a stray `0x` is dropped).
 */
export function normalizeTxHash(family: ChainFamily, hash: string): string | null {
  const hex = hash.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  return family === 'evm' ? `0x${hex.toLowerCase()}` : hex.toLowerCase();
}

const currencyId = idField('errors.deposit_currency_invalid');
const network = z.enum(DEPOSIT_NETWORKS, { error: 'errors.deposit_network_invalid' });
/** Token amounts on the chain have 6 decimals (USDT, USDC): an intent can name no finer amount. */
const TOKEN_DECIMALS = 6;
/**
 * Spec §5: the deposit quantity is required and an integer (bank and quick deposits). A decimal
 * point or comma is refused, never dropped (`100.5` is not `1005`). The maximum is every amount's
 * (MAX_AMOUNT_DIGITS: 15 integer digits, so sums stay inside the numeric(38,18) money columns),
 * and it has its own message: a too-long number is "too large", not "not whole".
 */
const wholeAmount = positiveAmountField(
  'errors.deposit_amount_required',
  'errors.deposit_amount_integer',
).superRefine((text, ctx) => {
  if (/[.,]/.test(text) && !/^\d+[.,]\d*$/.test(text)) return;
  const whole = text.split(/[.,]/)[0]!.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_AMOUNT_DIGITS) return; // positiveAmountField says "too large"
  if (/[.,]/.test(text)) ctx.addIssue({ code: 'custom', message: 'errors.deposit_amount_integer' });
});

/** Spec §5: at least the coin's minimum, and more than nothing; `null` when it is. */
export function depositMinimumProblem(amount: string, min: string): string | null {
  if (!/^\d+$/.test(amount)) return null; // the amount's own rules speak first
  const value = new Big(amount);
  return value.eq(0) || value.lt(min) ? 'errors.deposit_amount_min' : null;
}
/** An intent names the exact amount the chain will show: up to the token's 6 decimals. */
const exactAmount = positiveAmountField(
  'errors.deposit_amount_required',
  'errors.deposit_amount_invalid',
).refine((text) => (text.split('.')[1] ?? '').length <= TOKEN_DECIMALS, {
  error: 'errors.deposit_amount_invalid',
});

export const depositAddressRequest = z.object({ currency_id: currencyId, network });

export const checkAddressRequest = z.object({
  network,
  address: requiredText('errors.deposit_check_address_required').pipe(z.string().max(128)),
});

export const depositIntentRequest = z.object({ currency_id: currencyId, network, amount: exactAmount });

export const chainDepositRequest = z.object({
  kind: z.literal('chain'),
  currency_id: currencyId,
  network,
  hash: requiredText('errors.deposit_hash_invalid').pipe(z.string().max(100)),
  request_id: requestIdField,
});

/** The proof of payment: an upload id of the caller's own image (bank slip, payment screenshot). */
const proofUpload = requiredText('errors.deposit_voucher_required')
  .pipe(z.string().max(100, { error: 'errors.deposit_voucher_invalid' }))
  .meta({ description: "The id of the caller's own upload (`upload` call) of the payment proof" });

/** The reference `wallet/bank_info` issued to the caller; the transfer quotes it. */
export const DEPOSIT_REFERENCE_PATTERN = /^[A-Z0-9-]{6,40}$/;
const depositReference = requiredText('errors.deposit_reference_invalid')
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(DEPOSIT_REFERENCE_PATTERN, { error: 'errors.deposit_reference_invalid' }))
  .meta({ description: 'The reference `wallet/bank_info` gave the caller for this deposit' });

export const bankDepositRequest = z.object({
  kind: z.literal('bank'),
  currency_id: currencyId,
  bank_name: requiredText('errors.deposit_bank_name_required').pipe(
    z.string().max(100, { error: 'errors.deposit_bank_name_required' }),
  ),
  card_number: bankAccountNumberField(
    'errors.deposit_card_number_required',
    'errors.deposit_card_number_invalid',
  ),
  holder_name: requiredText('errors.deposit_holder_name_required').pipe(
    z.string().max(100, { error: 'errors.deposit_holder_name_required' }),
  ),
  amount: wholeAmount,
  voucher: proofUpload,
  reference: depositReference,
  request_id: requestIdField,
});

/** `wallet/charge_req`: a chain hash or a bank transfer with its voucher. */
export const chargeRequest = z.discriminatedUnion('kind', [chainDepositRequest, bankDepositRequest], {
  error: 'errors.deposit_kind_invalid',
});

/** `depositIn`: quick deposit, reviewed by an operator. */
export const quickDepositRequest = z.object({
  currency_id: currencyId,
  amount: wholeAmount,
  voucher: proofUpload,
  request_id: requestIdField,
});

export const bankInfoRequest = z.object({ currency_id: currencyId });

export const depositDetailRequest = z.object({ id: idField('errors.deposit_not_found') });

/* What the deposit calls answer (src/core/calls/deposit.ts describes each call). */

const chainFamily = z.enum(['evm', 'tron', 'btc']);
const nullableInt = (description: string) => z.number().int().nullable().meta({ description });

export const depositNetworkView = z.object({
  network,
  chain: chainFamily,
  min: z.string().meta({ description: 'The smallest deposit, in the coin' }),
  address_configured: z
    .boolean()
    .meta({ description: 'Whether the platform has an address on this chain (else no deposits)' }),
  contract: z
    .string()
    .nullable()
    .meta({ description: 'The token contract the web sends through (USDT/USDC on ERC20/TRC20), else null' }),
  verification: z.enum(['chain', 'operator']).meta({
    description: '`chain`: verified on-chain and credited automatically; `operator`: reviewed by hand',
  }),
});
export type DepositNetworkView = z.infer<typeof depositNetworkView>;

export const depositCurrency = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  networks: z.array(depositNetworkView),
});
export type DepositCurrency = z.infer<typeof depositCurrency>;

export const depositAddress = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  network,
  chain: chainFamily,
  address: z.string().meta({ description: 'The platform address to send to' }),
  min: z.string(),
  contract: z.string().nullable().meta({ description: 'The token contract, else null' }),
  token_decimals: nullableInt('Decimals of the token contract (the transfer is amount × 10^this), else null'),
  chain_id: nullableInt('ERC20 only: the chain the wallet must be on'),
  tron_network: z
    .enum(TRON_NETWORKS)
    .nullable()
    .meta({ description: 'TRC20 only: the TRON network the wallet must be on (null when unknown)' }),
  confirmations: nullableInt('ERC20 only: the blocks waited before crediting'),
  demo: z.boolean().meta({
    description:
      'A local demo install: an address nobody controls, shown only to try the flow (never in production)',
  }),
});
export type DepositAddress = z.infer<typeof depositAddress>;

export const checkedAddress = z.object({
  network,
  chain: chainFamily,
  address: z.string(),
  valid: z.boolean(),
});

export const depositIntentView = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  network,
  amount: z.string().meta({ description: 'The exact amount the transfer must carry' }),
  address: z.string().meta({ description: 'The platform address to send to' }),
  created_at: z.string(),
  expires_at: z.string().meta({ description: 'Two hours after `created_at`' }),
});
export type DepositIntentView = z.infer<typeof depositIntentView>;

export const depositRecord = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_KINDS),
  currency_id: z.number().int(),
  currency: z.string(),
  network: network.nullable().meta({ description: 'null for bank and quick deposits' }),
  amount: z.string().nullable().meta({
    description: 'null while the chain amount is unknown (an unverified hash waiting for an operator)',
  }),
  hash: z.string().nullable(),
  from_address: z.string().nullable().meta({ description: 'The payer on the chain, once read' }),
  status: z.enum(DEPOSIT_STATUSES),
  confirmations: z
    .object({ current: z.number().int(), required: z.number().int() })
    .nullable()
    .meta({ description: 'ERC20 deposits while confirming: blocks so far and needed; otherwise null' }),
  reason: z.string().nullable().meta({ description: 'Why it was rejected, in the caller’s language' }),
  voucher: z.string().nullable().meta({ description: 'Upload id of the bank slip' }),
  bank_name: z.string().nullable(),
  card_number: z.string().nullable().meta({ description: 'Only the last four digits: `****9012`' }),
  holder_name: z.string().nullable(),
  reference: z
    .string()
    .nullable()
    .meta({ description: 'Bank transfers: the reference the user quoted (from `wallet/bank_info`)' }),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const depositPage = pageOf(depositRecord);
export type DepositPage = z.infer<typeof depositPage>;

export const approvedAddress = z.object({
  chain: z.enum(['evm', 'tron']),
  network,
  address: z.string().meta({ description: 'EVM addresses lower-case' }),
  created_at: z.string(),
});
export type ApprovedAddress = z.infer<typeof approvedAddress>;

/** The platform's receiving bank account for a coin, as an operator set it (`npm run ops`). */
export const receivingBankAccount = z.object({
  holder: z.string().meta({ description: 'The account holder (beneficiary) name' }),
  bank: z.string(),
  account: z.string().meta({ description: 'Account number or IBAN' }),
  swift: z.string().nullable(),
  branch: z.string().nullable(),
});
export type ReceivingBankAccount = z.infer<typeof receivingBankAccount>;

export const bankInfoView = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  available: z.boolean().meta({ description: 'False when no receiving account is set for the coin' }),
  account: receivingBankAccount.nullable(),
  demo: z
    .boolean()
    .meta({ description: 'A local demo install: the account does not exist (never in production)' }),
  reference: z
    .string()
    .nullable()
    .meta({
      description:
        'The reference the user quotes in the transfer remark, unique to this deposit; sent back with ' +
        '`wallet/charge_req` (`kind=bank`). The same one is answered until a deposit uses it.',
    }),
});
export type BankInfoView = z.infer<typeof bankInfoView>;

/**
 * A network as users and wallets name it. `OMNI` in our data is the Bitcoin chain: BTC itself
 * moves on Bitcoin, and only a token riding on it (USDT) is "Omni".
 */
export function networkLabel(symbol: string, network: DepositNetwork): string {
  switch (network) {
    case 'OMNI':
      return symbol === 'BTC' ? 'Bitcoin' : 'Omni (Bitcoin)';
    case 'ERC20':
      return symbol === 'ETH' ? 'Ethereum' : 'Ethereum (ERC20)';
    case 'TRC20':
      return symbol === 'TRX' ? 'Tron' : 'Tron (TRC20)';
  }
}
