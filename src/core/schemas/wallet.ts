import { z } from 'zod';
import { requiredText } from './fields';
import { inviteCodeField } from './user';

export const WALLET_CHAINS = ['evm', 'tron'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const chainField = z.enum(WALLET_CHAINS, { error: 'errors.wallet_chain_invalid' });

/** The address must be of the chain family named beside it. */
const addressFits = (v: { chain: WalletChain; address: string }) =>
  v.chain === 'evm' ? EVM_ADDRESS.test(v.address) : TRON_ADDRESS.test(v.address);
const addressRule = { error: 'errors.wallet_address_invalid', path: ['address'] };

/** EVM addresses are 42 characters and TRON ones 34; the bound only keeps junk short. */
const addressField = requiredText('errors.wallet_address_invalid').max(64, {
  error: 'errors.wallet_address_invalid',
});

/**
 * Hex of a signature: 65 bytes from a key wallet; a smart-contract wallet's (ERC-1271, or
 * ERC-6492 wrapping its deployment) runs to a few KB.
 */
const SIGNATURE_MAX = 12_000;

export const walletNonceRequest = z
  .object({ chain: chainField, address: addressField })
  .refine(addressFits, addressRule);

const signed = {
  chain: chainField,
  address: addressField,
  // The bounds are on the fields themselves (not in a pipe) so the API document shows them.
  message: requiredText('errors.wallet_message_tampered').max(2000, {
    error: 'errors.wallet_message_tampered',
  }),
  signature: requiredText('errors.wallet_signature_invalid')
    .max(SIGNATURE_MAX, { error: 'errors.wallet_signature_invalid' })
    .regex(/^(0x)?[0-9a-fA-F]{128,}$/, { error: 'errors.wallet_signature_invalid' }),
};

export const walletLoginRequest = z
  .object({ ...signed, invite_code: inviteCodeField })
  .refine(addressFits, addressRule);
export const walletBindRequest = z.object(signed).refine(addressFits, addressRule);

export const walletNonce = z.object({
  nonce: z.string(),
  message: z.string().meta({
    description:
      'The text to sign, unchanged: EIP-4361 (Sign-In with Ethereum) for EVM, the same fields for TRON (TIP-191); valid five minutes',
  }),
});
export type WalletNonce = z.infer<typeof walletNonce>;

export const boundWallet = z.object({
  chain: chainField,
  address: z.string().meta({ description: 'EVM: checksummed (EIP-55); TRON: base58' }),
  created_at: z.string().meta({ description: 'ISO 8601 time' }),
});
export type BoundWallet = z.infer<typeof boundWallet>;
