import type { Call } from '../contract/call';
import { buildOpenApiDocument } from '../contract/openapi';
import { configCalls } from './config';
import { codesCalls } from './codes';
import { identityCalls } from './identity';
import { uploadsCalls } from './uploads';
import { userCalls } from './user';
import { walletCalls } from './wallet';
import { marketCalls } from './market';
import { spotCalls } from './spot';
import { stockCalls } from './stocks';
import { depositCalls } from './deposit';
import { fundsCalls } from './funds';
import { withdrawCalls } from './withdraw';
import { optionCalls } from './options';
import { perpetualCalls } from './perpetual';
import { noticeCalls } from './notices';

const declaredCalls = [
  ...configCalls,
  ...userCalls,
  ...codesCalls,
  ...walletCalls,
  ...identityCalls,
  ...uploadsCalls,
  ...marketCalls,
  ...spotCalls,
  ...stockCalls,
  ...fundsCalls,
  ...depositCalls,
  ...withdrawCalls,
  ...optionCalls,
  ...perpetualCalls,
  ...noticeCalls,
];

/** Every `/api` call the server answers, feature by feature: the OpenAPI document lists these. */
export const allCalls: readonly Call[] = declaredCalls;

/** Every declared call, each with its own id, request and response types (type-level only). */
export type DeclaredCall = (typeof declaredCalls)[number];
export type CallId = DeclaredCall['id'];
/** The call declared under `Id`: the web client takes its request and response types from it. */
export type CallById<Id extends CallId> = Extract<DeclaredCall, { readonly id: Id }>;

/** What each feature's calls are about: the document's tags. */
const TAGS: Record<string, string> = {
  config: 'Languages, registration methods, support and OTC links, area codes',
  user: 'Registration, login with e-mail, phone or username, the account and its passwords',
  codes: 'One-time codes by e-mail and SMS',
  wallet: 'Wallet sign-in (EIP-4361 for EVM, TIP-191 for TRON) and linking wallets to an account',
  identity: 'Identity verification, basic and advanced',
  uploads: 'Images users upload (deposit vouchers, identity photos), served only to their owner',
  market: 'Spot pairs: quotations, K-lines and latest trades from the recorded feed',
  spot: 'Spot orders: market and limit, filled from recorded ticks',
  stocks: 'US stock quotes (quotes only, never traded)',
  funds: 'Balances per account, transfers between accounts and the account-change records',
  deposit: 'Deposits: chain transfers proven by hash, bank transfers and quick deposits',
  withdraw: 'Withdrawals to an address or the bank card, the address book and the bank card',
  options: 'Delivery options: up, down or flat over a period, on the real or the demo account',
  notices:
    'Announcements, and the messages the server writes when something happens to a user’s money or account',
  contract:
    'Perpetual contracts: long or short in lots, with leverage, cross or isolated margin, TP/SL and liquidation on recorded ticks',
};

/** The OpenAPI 3.1 document of every call, served at `/api/openapi.json`. */
export const apiDocument = (version: string) => buildOpenApiDocument(allCalls, version, TAGS);
