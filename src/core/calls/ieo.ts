import { defineCall } from '../contract/call';
import {
  ieoApplication,
  ieoApplicationList,
  ieoApplyRequest,
  ieoList,
  ieoListRequest,
  ieoMyApplyRequest,
  ieoPayRequest,
} from '../schemas/ieo';

/*
 * Spec §7 IEO calls (`ieo/*`). The allotment is the published formula of core/allotment.ts; each
 * application carries its receipt once allotted, and the item the hash of the whole table.
 */
export const tag = 'ieo';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'IEO: apply with the balance checked, a published pro-rata allotment, pay for what was allotted, coins locked after listing';

export const ieoListCall = defineCall({
  id: 'ieo.list',
  method: 'POST',
  path: '/ieo/list',
  auth: 'optional',
  tag,
  summary: 'IEO items by phase: prices, supply, every date of the timeline, total applied, the table hash',
  request: ieoListRequest,
  response: ieoList,
});

export const ieoApply = defineCall({
  id: 'ieo.apply',
  method: 'POST',
  path: '/ieo/apply',
  auth: 'session',
  tag,
  summary: 'Apply for a quantity in the window: the balance must cover it, nothing is frozen',
  description: `Checked in this order, each refusal with its own message and nothing changed:

1. a known \`request_id\` returns that first application;
2. the quantity given and a plain decimal;
3. the item in its application window;
4. the quantity within the coin's decimals, at least the minimum and at most the maximum;
5. one application per user and item;
6. the spot balance of the payment currency covers quantity × IEO price ("Insufficient balance").

Nothing is frozen: the allotment on the allotment date decides what is paid for in the pay window.`,
  request: ieoApplyRequest,
  response: ieoApplication,
});

export const ieoMyApply = defineCall({
  id: 'ieo.myApply',
  method: 'POST',
  path: '/ieo/myApply',
  auth: 'session',
  tag,
  summary: "The caller's applications, newest first, each with its allotment receipt once allotted",
  request: ieoMyApplyRequest,
  response: ieoApplicationList,
});

export const ieoPay = defineCall({
  id: 'ieo.pay',
  method: 'POST',
  path: '/ieo/pay',
  auth: 'session',
  tag,
  summary: 'Pay for the allotted quantity from spot, in the pay window',
  description: `Refused with its message and nothing changed: another user's or an unknown serial number, nothing to pay (not allotted, already paid, lapsed), outside the pay window, or an insufficient balance. A retry with the same \`request_id\`, or after the payment, returns the paid application.`,
  request: ieoPayRequest,
  response: ieoApplication,
});

export const calls = [ieoListCall, ieoApply, ieoMyApply, ieoPay];
