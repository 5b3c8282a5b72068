import { z } from 'zod';
import { requiredText } from './fields';

/*
 * Deposit calls (spec §7 wallet, records): request bodies shared by the server and the deposit
 * screen. Every message is an i18n key under `errors.deposit_*`.
 */

/** Spec §3 networks; each belongs to one chain family, which decides address and hash formats. */
export const DEPOSIT_NETWORKS = ['TRC20', 'ERC20', 'OMNI'] as const;
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number];
export type ChainFamily = 'evm' | 'tron' | 'btc';
export const NETWORK_FAMILY: Record<DepositNetwork, ChainFamily> = {
  ERC20: 'evm',
  TRC20: 'tron',
  OMNI: 'btc',
};

export const DEPOSIT_STATUSES = ['confirming', 'pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type DepositKind = 'chain' | 'bank' | 'quick';

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

const currencyId = z.coerce
  .number({ error: 'errors.deposit_currency_invalid' })
  .int({ error: 'errors.deposit_currency_invalid' })
  .positive({ error: 'errors.deposit_currency_invalid' });
const network = z.enum(DEPOSIT_NETWORKS, { error: 'errors.deposit_network_invalid' });
const requestId = requiredText('errors.deposit_request_id_required').pipe(
  z.string().max(64, { error: 'errors.deposit_request_id_required' }),
);
/** Spec §5: the deposit quantity is required and an integer (bank and quick deposits). */
const wholeAmount = requiredText('errors.deposit_amount_required').pipe(
  z.string().regex(/^\d{1,15}$/, { error: 'errors.deposit_amount_integer' }),
);
/** An intent names the exact amount the chain will show: up to the token's 6 decimals. */
const exactAmount = requiredText('errors.deposit_amount_required').pipe(
  z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'errors.deposit_amount_invalid' }),
);

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
  request_id: requestId,
});

export const bankDepositRequest = z.object({
  kind: z.literal('bank'),
  currency_id: currencyId,
  amount: wholeAmount,
  bank_name: requiredText('errors.deposit_bank_name_required').pipe(
    z.string().max(100, { error: 'errors.deposit_bank_name_required' }),
  ),
  card_number: requiredText('errors.deposit_card_number_required')
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{6,34}$/, { error: 'errors.deposit_card_number_invalid' })),
  holder_name: requiredText('errors.deposit_holder_name_required').pipe(
    z.string().max(100, { error: 'errors.deposit_holder_name_required' }),
  ),
  voucher: requiredText('errors.deposit_voucher_required').pipe(
    z.string().max(100, { error: 'errors.deposit_voucher_invalid' }),
  ),
  request_id: requestId,
});

/** `wallet/charge_req`: a chain hash or a bank transfer with its voucher. */
export const chargeRequest = z.discriminatedUnion('kind', [chainDepositRequest, bankDepositRequest], {
  error: 'errors.deposit_kind_invalid',
});

/** `depositIn`: quick deposit, reviewed by an operator. */
export const quickDepositRequest = z.object({
  currency_id: currencyId,
  amount: wholeAmount,
  request_id: requestId,
});

export const depositLogRequest = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce.number().int().min(1).max(50).catch(20),
});

export const depositDetailRequest = z.object({
  id: z.coerce
    .number({ error: 'errors.deposit_not_found' })
    .int({ error: 'errors.deposit_not_found' })
    .positive({ error: 'errors.deposit_not_found' }),
});

/** What the deposit calls answer; docs/api-deposits.md describes each field. */
export type DepositNetworkView = {
  network: DepositNetwork;
  chain: ChainFamily;
  min: string;
  address_configured: boolean;
  /** The token contract the web sends through (USDT/USDC on ERC20/TRC20), else null. */
  contract: string | null;
  /** chain: verified on-chain automatically; operator: reviewed by hand. */
  verification: 'chain' | 'operator';
};
export type DepositCurrency = {
  currency_id: number;
  currency: string;
  name: string;
  decimals: number;
  networks: DepositNetworkView[];
};
export type DepositAddress = {
  currency_id: number;
  currency: string;
  network: DepositNetwork;
  chain: ChainFamily;
  address: string;
  min: string;
  contract: string | null;
  token_decimals: number | null;
  /** ERC20 only: the chain the wallet must be on, and the blocks waited before crediting. */
  chain_id: number | null;
  confirmations: number | null;
};
export type DepositIntentView = {
  id: number;
  currency_id: number;
  currency: string;
  network: DepositNetwork;
  amount: string;
  address: string;
  created_at: string;
  expires_at: string;
};
export type DepositRecord = {
  id: number;
  kind: DepositKind;
  currency_id: number;
  currency: string;
  network: string | null;
  /** null while the chain amount is unknown (an unverified hash waiting for an operator). */
  amount: string | null;
  hash: string | null;
  from_address: string | null;
  status: DepositStatus;
  /** EVM deposits while confirming: blocks so far and needed; otherwise null. */
  confirmations: { current: number; required: number } | null;
  reason: string | null;
  voucher: string | null;
  bank_name: string | null;
  card_number: string | null;
  holder_name: string | null;
  created_at: string;
  reviewed_at: string | null;
};
export type DepositPage = { list: DepositRecord[]; page: number; limit: number; total: number };
export type ApprovedAddress = {
  chain: 'evm' | 'tron';
  network: DepositNetwork;
  address: string;
  created_at: string;
};
