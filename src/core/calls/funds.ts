import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import {
  accountCoin,
  changeLogQuery,
  changePage,
  currencyListItem,
  transferHistoryQuery,
  transferPage,
  transferRecord,
  transferRequest,
  walletDetailRequest,
  walletOverview,
} from '../schemas/funds';

/* Spec §7 wallet calls about balances, transfers between a user's own accounts and their records. */

export const tag = 'funds';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Balances per account, transfers between accounts and the account-change records';

export const walletList = defineCall({
  id: 'funds.list',
  method: 'POST',
  path: '/wallet/list',
  auth: 'session',
  tag,
  summary: 'Every account with every coin, valued in USDT, with totals and today’s profit or loss',
  description:
    'Accounts come in a fixed order: spot, options, contract, trust, demo. `total_valuation` leaves ' +
    'the demo account out (demo money is not the user’s). A coin is valued at its USDT pair’s latest ' +
    'tick; a held coin with no price yet has `valuation: null` and makes `valuation_partial` true.',
  request: noInput,
  response: walletOverview,
});

export const walletDetail = defineCall({
  id: 'funds.detail',
  method: 'POST',
  path: '/wallet/detail',
  auth: 'session',
  tag,
  summary: 'One coin in one account (spot unless `account` says otherwise)',
  request: walletDetailRequest,
  response: accountCoin,
});

export const changeLog = defineCall({
  id: 'funds.changeLog',
  method: 'POST',
  path: '/wallet/legal_log',
  auth: 'session',
  tag,
  summary: 'The balance changes of the caller’s accounts, newest first',
  description: 'Filter by `account` and `currency_id`; each ledger entry is one row.',
  request: changeLogQuery,
  response: changePage,
});

export const transfer = defineCall({
  id: 'funds.transfer',
  method: 'POST',
  path: '/wallet/change',
  auth: 'session',
  tag,
  summary: 'Move available funds between two of the caller’s accounts',
  description:
    'Between spot, options, contract and trust (never demo), at most the coin’s decimal places, at ' +
    'most the available balance ("Insufficient balance" otherwise, nothing written). A retry with ' +
    'the same `request_id` returns the first transfer.',
  request: transferRequest,
  response: transferRecord,
});

export const transferHistory = defineCall({
  id: 'funds.transferHistory',
  method: 'GET',
  path: '/wallet/hzhistory',
  auth: 'session',
  tag,
  summary: 'The caller’s transfers between accounts, newest first',
  request: transferHistoryQuery,
  response: transferPage,
});

export const currencyList = defineCall({
  id: 'funds.currencyList',
  method: 'GET',
  path: '/currency/user_currency_list',
  auth: 'optional',
  tag,
  summary: 'The coins; signed in, with the caller’s spot balance of each',
  request: noInput,
  response: z.array(currencyListItem),
});

export const calls = [walletList, walletDetail, changeLog, transfer, transferHistory, currencyList];
