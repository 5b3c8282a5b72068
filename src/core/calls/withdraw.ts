import { z } from 'zod';
import { aliasCall, defineCall, noInput } from '../contract/call';
import {
  addAddressRequest,
  addressListRequest,
  bankCard,
  bankCardRequest,
  codeSent,
  idRequest,
  otherCodeRequest,
  withdrawal,
  withdrawalAddress,
  withdrawalCurrency,
  withdrawalPage,
  withdrawInfo,
  withdrawInfoRequest,
  withdrawRequest,
} from '../schemas/withdrawals';
import { pageRequest } from '../schemas/fields';

/*
 * Withdrawal calls of spec §7: the code for binding and withdrawing, the address book, the bank
 * card, and withdrawals. Networks: `TRC20`, `ERC20`, `OMNI`, and `BANK` (the bank card) where a
 * withdrawal is meant. Operators decide withdrawals with `npm run ops`
 * (src/server/modules/withdrawals/operator.ts), not through these calls.
 */

export const tag = 'withdraw';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Withdrawals to an address or the bank card, the address book and the bank card';

export const sendOtherCode = defineCall({
  id: 'withdraw.sendCode',
  method: 'POST',
  path: '/sms_other_mail',
  auth: 'session',
  tag,
  summary: "Send a code for address binding or withdrawal to the caller's own e-mail, else phone",
  description:
    'A wallet-only account has neither: the answer is `{ sent: false, contact: null }` and those ' +
    'actions then ask for no code (the fund password alone guards them).',
  request: otherCodeRequest,
  response: codeSent,
});

export const listAddresses = defineCall({
  id: 'withdraw.addresses',
  method: 'POST',
  path: '/wallet/get_address',
  auth: 'session',
  tag,
  summary: "The caller's saved withdrawal addresses (of one coin when `currency_id` is given)",
  request: addressListRequest,
  response: z.array(withdrawalAddress),
});

export const addAddress = defineCall({
  id: 'withdraw.addAddress',
  method: 'POST',
  path: '/wallet/addaddress',
  auth: 'session',
  tag,
  summary: 'Save a withdrawal address for a coin and network',
  description:
    'Fund password first, then the code from `sms_other_mail` when the user has an e-mail or phone; ' +
    'then the address must fit its chain and not be saved already. ERC20 addresses are stored ' +
    'checksummed, bech32 lower-case.',
  request: addAddressRequest,
  response: withdrawalAddress,
});

export const deleteAddress = defineCall({
  id: 'withdraw.deleteAddress',
  method: 'POST',
  path: '/wallet/deladdress',
  auth: 'session',
  tag,
  summary: 'Delete a saved withdrawal address',
  description: 'Another user\'s id answers "Withdrawal address not found" (HTTP 404).',
  request: idRequest,
  response: z.null(),
});

const BANK_CARD_NAMES =
  'The spec names the bank card twice (`out/getAccount`/`out/setAccount` and ' +
  '`user/cash_info`/`user/cash_save`); both pairs are the same handlers.';

export const bankCardCall = defineCall({
  id: 'withdraw.bankCard',
  method: 'POST',
  path: '/out/getAccount',
  auth: 'session',
  tag,
  summary: "The caller's bank card, or null when none is saved",
  description: `${BANK_CARD_NAMES} The card is read with GET or POST.`,
  request: noInput,
  response: bankCard.nullable(),
});
export const bankCardGet = aliasCall(bankCardCall, {
  id: 'withdraw.bankCardGet',
  path: '/out/getAccount',
  method: 'GET',
});
export const cashInfo = aliasCall(bankCardCall, { id: 'withdraw.cashInfo', path: '/user/cash_info' });
export const cashInfoGet = aliasCall(bankCardCall, {
  id: 'withdraw.cashInfoGet',
  path: '/user/cash_info',
  method: 'GET',
});

export const saveBankCard = defineCall({
  id: 'withdraw.saveBankCard',
  method: 'POST',
  path: '/out/setAccount',
  auth: 'session',
  tag,
  summary: 'Save the bank card: every field required; saving again replaces it (one card per user)',
  description: BANK_CARD_NAMES,
  request: bankCardRequest,
  response: bankCard,
});
export const cashSave = aliasCall(saveBankCard, { id: 'withdraw.cashSave', path: '/user/cash_save' });

export const withdrawalCurrencies = defineCall({
  id: 'withdraw.currencies',
  method: 'POST',
  path: '/wallet/withdrawal_currency',
  auth: 'session',
  tag,
  summary: 'Every coin that can be withdrawn, its networks, minimum and fee',
  description: 'USDT also lists `BANK`: a bank withdrawal pays out USDT on the TRC20 row’s terms.',
  request: noInput,
  response: z.array(withdrawalCurrency),
});

export const withdrawInfoCall = defineCall({
  id: 'withdraw.info',
  method: 'POST',
  path: '/wallet/get_info',
  auth: 'session',
  tag,
  summary: 'What the withdrawal form needs for one coin and network: limits, balance, gates',
  request: withdrawInfoRequest,
  response: withdrawInfo,
});

export const withdraw = defineCall({
  id: 'withdraw.request',
  method: 'POST',
  path: '/wallet/out',
  auth: 'session',
  tag,
  summary: 'Request a withdrawal: amount + fee are frozen until an operator decides it',
  description: `\`address_id\` is not sent for \`BANK\`. Checked in this order:

1. destination: a saved address of that coin and network (\`address_id\`; none saved → "Please add a withdrawal address first", saved but none sent → "Please choose a withdrawal address", someone else's or another network's → not found), or for \`BANK\` the bank card (USDT only);
2. fund password set;
3. basic verification approved;
4. amount: at most 15 digits before the point, the coin's decimals, at least the minimum of coin + network;
5. fund password right (five wrong in a row lock withdrawals and address binding for 15 minutes; each wrong try says how many are left); then the code sent by \`sms_other_mail\` when the user has an e-mail or phone;
6. in one transaction, with the user's row locked: at most \`WITHDRAWALS_PER_DAY\` (3) requests per UTC day (rejected ones count: the limit is on requests), the withdrawal row, and the ledger posting \`withdrawal_freeze\` (spot available → frozen, amount + fee, reference \`withdrawal:<id>\`). Not enough → "Insufficient balance", nothing written.

A repeated \`request_id\` returns the first withdrawal, whatever else the retry carries.

\`actual\` (what arrives) equals \`amount\`; the fee is charged on top, so amount + fee leaves the balance. Approval pays the frozen amount + fee out (\`withdrawal_paid\`); rejection releases them back to available (\`withdrawal_released\`) and \`reason\` tells the user why.`,
  request: withdrawRequest,
  response: withdrawal,
});

export const withdrawRecords = defineCall({
  id: 'withdraw.records',
  method: 'GET',
  path: '/charge_mention/log3',
  auth: 'session',
  tag,
  summary: "The caller's withdrawals, newest first",
  request: pageRequest,
  response: withdrawalPage,
});

export const withdrawDetail = defineCall({
  id: 'withdraw.detail',
  method: 'POST',
  path: '/wallet/withdraw_detail',
  auth: 'session',
  tag,
  summary: 'One of the caller’s withdrawals',
  description: 'Another user\'s id answers "Withdrawal not found" (HTTP 404), like a missing one.',
  request: idRequest,
  response: withdrawal,
});

export const calls = [
  sendOtherCode,
  listAddresses,
  addAddress,
  deleteAddress,
  bankCardCall,
  bankCardGet,
  cashInfo,
  cashInfoGet,
  saveBankCard,
  cashSave,
  withdrawalCurrencies,
  withdrawInfoCall,
  withdraw,
  withdrawRecords,
  withdrawDetail,
];
