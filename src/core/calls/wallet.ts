import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import { authResult } from '../schemas/user';
import {
  boundWallet,
  walletBindRequest,
  walletLoginRequest,
  walletNonce,
  walletNonceRequest,
} from '../schemas/wallet';

export const tag = 'wallet';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Wallet sign-in (EIP-4361 for EVM, TIP-191 for TRON) and linking wallets to an account';

/** How a signed message is checked; the same for sign-in and for linking. */
const SIGNATURE_RULES = `Send back \`message\` exactly as the nonce call gave it, with the wallet's signature: EVM wallets sign it with \`personal_sign\` (smart-contract wallets are accepted through ERC-1271/ERC-6492 when the server has an RPC), TRON wallets with TIP-191 \`signMessageV2\` (a V1 signature is refused with its own message, so the user knows to update the wallet).

Each refusal has its own message, checked in this order: unknown or already used request, other chain family, other site, expired, altered text, then the signature itself. A request is used once.`;

export const nonce = defineCall({
  id: 'wallet.nonce',
  method: 'POST',
  path: '/user/wallet_nonce',
  auth: 'none',
  tag,
  summary: 'Start a wallet sign-in: the message for the wallet to sign',
  description: 'The message is valid for five minutes and names this site, the address and a fresh nonce.',
  request: walletNonceRequest,
  response: walletNonce,
});

export const login = defineCall({
  id: 'wallet.login',
  method: 'POST',
  path: '/user/wallet_login',
  auth: 'optional',
  tag,
  summary: 'Sign in with a signed message; a new wallet gets a new account',
  description: `${SIGNATURE_RULES}

Sent with the session it replaces (the wallet switched to another address), that session ends: its sockets stop hearing the old account at once.

The first sign-in of a wallet creates its account (nicknamed after the address); \`invite_code\` counts only then, and is required when \`get/reg\` says \`invite_required\`.`,
  request: walletLoginRequest,
  response: authResult,
});

export const bindNonce = defineCall({
  id: 'wallet.bindNonce',
  method: 'POST',
  path: '/user/wallet_bind_nonce',
  auth: 'session',
  tag,
  summary: 'Start linking a wallet to this account: the message to sign',
  description: 'Only the account that asked for the message may use it; valid five minutes.',
  request: walletNonceRequest,
  response: walletNonce,
});

export const bind = defineCall({
  id: 'wallet.bind',
  method: 'POST',
  path: '/user/wallet_bind',
  auth: 'session',
  tag,
  summary: "Link a wallet to this account; answers the account's wallets",
  description: `${SIGNATURE_RULES}

An account holds one wallet per chain family, and a wallet belongs to one account.`,
  request: walletBindRequest,
  response: z.array(boundWallet),
});

export const list = defineCall({
  id: 'wallet.list',
  method: 'GET',
  path: '/user/wallets',
  auth: 'session',
  tag,
  summary: 'The wallets linked to the signed-in account',
  request: noInput,
  response: z.array(boundWallet),
});

export const calls = [nonce, login, bindNonce, bind, list];
