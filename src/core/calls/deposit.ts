import { z } from 'zod';
import { aliasCall, defineCall, noInput } from '../contract/call';
import {
  approvedAddress,
  bankInfoRequest,
  bankInfoView,
  chargeRequest,
  checkAddressRequest,
  checkedAddress,
  depositAddress,
  depositAddressRequest,
  depositCurrency,
  depositDetailRequest,
  depositIntentRequest,
  depositIntentView,
  depositPage,
  depositRecord,
  quickDepositRequest,
} from '../schemas/deposit';
import { pageRequest } from '../schemas/fields';

/*
 * Deposit calls of spec §7 (wallet, records, quick deposit). Networks: `ERC20` (chain `evm`),
 * `TRC20` (chain `tron`), `OMNI` (chain `btc`). Coins (spec §3): BTC 1, ETH 2, USDT 3, USDC 4,
 * DOGE 5 (DOGE has no deposit network). Operators review deposits with `npm run ops`
 * (src/server/modules/deposits/operator.ts), not through these calls.
 */

export const tag = 'deposit';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'Deposits: chain transfers proven by hash, bank transfers and quick deposits';

export const depositCurrencies = defineCall({
  id: 'deposit.currencies',
  method: 'POST',
  path: '/wallet/deposit_currency',
  auth: 'session',
  tag,
  summary: 'The coins that can be deposited, with their networks, minimums and how each is verified',
  description:
    '`contract` is the token contract for USDT/USDC on ERC20/TRC20, otherwise `null`. ' +
    '`verification`: `chain` = the hash is verified on-chain and credited automatically; `operator` = ' +
    'an operator reviews it (no chain API configured, Omni/BTC, native ETH).',
  request: noInput,
  response: z.array(depositCurrency),
});

export const depositAddressCall = defineCall({
  id: 'deposit.address',
  method: 'POST',
  path: '/wallet/deposit_address',
  auth: 'session',
  tag,
  summary: 'The platform address for a coin on a network, with what a wallet needs to send to it',
  description: `No address configured for that chain → "Payment address not configured, contact support" (\`errors.deposit_address_missing\`). Unknown coin or network → \`errors.deposit_currency_invalid\` / \`errors.deposit_network_invalid\`.

To send from the wallet: ERC20 \`transfer(address, amount × 10^token_decimals)\` on \`contract\` with an ABI whose \`transfer\` has **no outputs** (USDT returns nothing), on the chain \`chain_id\`; TRC20 \`transfer\` through the injected tronWeb. Then submit the hash with \`wallet/charge_req\`.`,
  request: depositAddressRequest,
  response: depositAddress,
});

export const inAddress = aliasCall(depositAddressCall, {
  id: 'deposit.inAddress',
  path: '/wallet/get_in_address',
  summary: 'The platform address for a coin on a network (the same as `wallet/deposit_address`)',
});

export const checkAddress = defineCall({
  id: 'deposit.checkAddress',
  method: 'POST',
  path: '/wallet/check_address',
  auth: 'session',
  tag,
  summary: 'Whether an address is valid on a network',
  description:
    'ERC20: all-lower or all-upper hex, or mixed case with a valid EIP-55 checksum (viem `isAddress`); ' +
    'TRC20: `TronWeb.isAddress`; OMNI: base58 `1…`/`3…` or bech32 `bc1…` shape.',
  request: checkAddressRequest,
  response: checkedAddress,
});

export const approvedAddresses = defineCall({
  id: 'deposit.approvedAddresses',
  method: 'POST',
  path: '/wallet/apv_address',
  auth: 'session',
  tag,
  summary: 'The wallets the caller proved by signature, which chain deposits are matched against',
  description:
    'The wallets proved by signature (login or linking). Never anything about token approvals. ' +
    'EVM addresses are lower-case.',
  request: noInput,
  response: z.array(approvedAddress),
});

export const depositIntent = defineCall({
  id: 'deposit.intent',
  method: 'POST',
  path: '/wallet/deposit_intent',
  auth: 'session',
  tag,
  summary: 'Announce an exact amount to be sent from an address not linked to the account',
  description:
    '`amount` is exact, up to 6 decimals, and at least the minimum. The intent stays open two hours. ' +
    "A hash whose sender is not one of the user's wallets is accepted only when its on-chain amount " +
    "equals an open intent's amount exactly and the transfer's block time is inside the intent's window.",
  request: depositIntentRequest,
  response: depositIntentView,
});

export const charge = defineCall({
  id: 'deposit.charge',
  method: 'POST',
  path: '/wallet/charge_req',
  auth: 'session',
  tag,
  summary: 'Submit a chain transaction hash, or a bank transfer with its voucher',
  description: `Chain hash: \`kind=chain\`, \`currency_id\`, \`network\`, \`hash\`, \`request_id\`.
Bank transfer: \`kind=bank\`, \`currency_id\`, \`bank_name\`, \`card_number\`, \`holder_name\`, \`amount\` (an integer, at least the minimum, at most 15 digits), \`voucher\` (an upload id of the caller), \`reference\` (the one \`wallet/bank_info\` gave), \`request_id\`. No receiving account set for the coin → \`errors.deposit_bank_unavailable\`; a reference that is not the caller's open one → \`errors.deposit_reference_invalid\`.

A retry with the same \`request_id\` returns the first record.

Chain outcomes: \`approved\` (final on-chain, credited at once), \`confirming\` (valid, waiting for confirmations / TRON solidification; the server credits it later), \`pending\` (operator review: no chain API configured, OMNI, native ETH, or below the minimum). Bank transfers are always \`pending\`.

Refusals record nothing:

| message key | when |
| --- | --- |
| \`errors.deposit_hash_invalid\` | not \`0x\`+64 hex (ERC20) / 64 hex (TRC20, OMNI) — "Enter the correct hash" |
| \`errors.deposit_hash_used\` | the hash was already submitted (by anyone) |
| \`errors.deposit_tx_not_found\` | the chain does not know the transaction (yet) |
| \`errors.deposit_tx_failed\` | reverted / FAILED / OUT_OF_ENERGY |
| \`errors.deposit_wrong_recipient\` | the token moved, but not to the platform address |
| \`errors.deposit_wrong_token\` | a transfer to the platform address, of another (fake) token contract |
| \`errors.deposit_no_transfer\` | no token transfer at all |
| \`errors.deposit_sender_not_yours\` | the payer is not the user's verified wallet and no intent matches |
| \`errors.deposit_intent_mismatch\` | an open intent exists but the amount differs |
| \`errors.deposit_chain_unavailable\` | the chain API did not answer (HTTP 503); try again |`,
  request: chargeRequest,
  response: depositRecord,
});

export const quickDeposit = defineCall({
  id: 'deposit.quick',
  method: 'POST',
  path: '/depositIn',
  auth: 'session',
  tag,
  summary:
    'Quick deposit: an integer amount (at least the minimum) with its payment proof, reviewed by an operator',
  description:
    'The payment goes to the receiving account of `wallet/bank_info`; `voucher` is the upload id of the ' +
    'payment proof (required). No receiving account for the coin → `errors.deposit_bank_unavailable`. ' +
    'The record is `pending` until an operator approves it (possibly with another amount).',
  request: quickDepositRequest,
  response: depositRecord,
});

export const bankInfo = defineCall({
  id: 'deposit.bankInfo',
  method: 'POST',
  path: '/wallet/bank_info',
  auth: 'session',
  tag,
  summary: 'Where to pay a bank transfer or quick deposit of a coin, and the reference to quote',
  description:
    'The receiving account operators set per coin (`npm run ops -- deposit-bank:set`). With none set, ' +
    '`available` is false, `account` and `reference` are null, and bank and quick deposits of the coin ' +
    'are refused. `reference` is unique to one bank deposit: the same one is answered until a ' +
    '`wallet/charge_req` uses it, then a new one.',
  request: bankInfoRequest,
  response: bankInfoView,
});

export const depositRecords = defineCall({
  id: 'deposit.records',
  method: 'GET',
  path: '/charge_mention/log2',
  auth: 'session',
  tag,
  summary: "The caller's deposits, newest first",
  description:
    'Status labels for the screen: `deposit.status.<status>` in the locale files (confirming / under ' +
    'review / approved / rejected), and `deposit.confirmations` ("{{current}}/{{required}} ' +
    'confirmations"). `confirmations` is set only for ERC20 deposits while `confirming`.',
  request: pageRequest,
  response: depositPage,
});

export const depositDetail = defineCall({
  id: 'deposit.detail',
  method: 'POST',
  path: '/wallet/deposit_detail',
  auth: 'session',
  tag,
  summary: 'One of the caller’s deposits',
  description: "Another user's id answers `errors.deposit_not_found` (HTTP 404), like a missing one.",
  request: depositDetailRequest,
  response: depositRecord,
});

export const calls = [
  depositCurrencies,
  depositAddressCall,
  inAddress,
  checkAddress,
  approvedAddresses,
  depositIntent,
  charge,
  quickDeposit,
  bankInfo,
  depositRecords,
  depositDetail,
];
