import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const WALLET_CHAINS = ['evm', 'tron'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const chainField = z.enum(WALLET_CHAINS, { error: 'errors.wallet_chain_invalid' });

/** The address must be of the chain family named beside it. */
const addressFits = (v: { chain: WalletChain; address: string }) =>
  v.chain === 'evm' ? EVM_ADDRESS.test(v.address) : TRON_ADDRESS.test(v.address);
const addressRule = { error: 'errors.wallet_address_invalid', path: ['address'] };

export const walletNonceRequest = z
  .object({ chain: chainField, address: requiredText('errors.wallet_address_invalid') })
  .refine(addressFits, addressRule);

const signed = {
  chain: chainField,
  address: requiredText('errors.wallet_address_invalid'),
  message: requiredText('errors.wallet_message_tampered').pipe(
    z.string().max(2000, { error: 'errors.wallet_message_tampered' }),
  ),
  signature: requiredText('errors.wallet_signature_invalid').pipe(
    z.string().regex(/^(0x)?[0-9a-fA-F]{128,}$/, { error: 'errors.wallet_signature_invalid' }),
  ),
};

export const walletLoginRequest = z
  .object({ ...signed, invite_code: optionalText })
  .refine(addressFits, addressRule);
export const walletBindRequest = z.object(signed).refine(addressFits, addressRule);

export type WalletNonce = { nonce: string; message: string };
export type BoundWallet = { chain: WalletChain; address: string; created_at: string };
