import { defineCall, noInput } from '../contract/call';
import {
  demoTopupResult,
  optionListRequest,
  optionOrder,
  optionOrderList,
  optionProducts,
  optionSecondsRequest,
  optionSubmitRequest,
  payableCurrencies,
} from '../schemas/options';

/*
 * Spec §7 options calls. Every settlement is computed from recorded index ticks, which the order
 * carries, so the user can check the result. With OPTIONS_ENABLED=false every call answers "Delivery
 * options are not available in your region".
 */
export const tag = 'options';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Delivery options: up, down or flat over a period, on the real or the demo account';

export const optionSeconds = defineCall({
  id: 'options.seconds',
  method: 'GET',
  path: '/microtrade/seconds',
  auth: 'none',
  tag,
  summary: 'The delivery periods of each pair, with payout ratio, limits, flat band and fee',
  request: optionSecondsRequest,
  response: optionProducts,
});

export const optionPayable = defineCall({
  id: 'options.payable',
  method: 'GET',
  path: '/microtrade/payable_currencies',
  auth: 'session',
  tag,
  summary: 'What the user can stake: the real options account and the demo account',
  request: noInput,
  response: payableCurrencies,
});

export const optionSubmit = defineCall({
  id: 'options.submit',
  method: 'POST',
  path: '/microtrade/submit',
  auth: 'session',
  tag,
  summary: 'Buy up, down or flat over a delivery period',
  description: `Checked in this order (spec §5):

1. a known \`request_id\` returns that first order;
2. a delivery time offered for the pair ("Please choose a delivery time");
3. the amount: not below \`min_amount\`, not above \`max_amount\`;
4. the balance of the chosen account ("Insufficient balance");
5. for the real account, identity verification approved ("Your account is not verified");
6. the latest recorded index tick, no older than 3 s ("No market price is available right now").

Then, in one transaction, the order (with the product's ratio, flat band and fee rate as they are now, and the open tick) and the frozen stake. The engine settles it at \`settle_at\` from the median of the recorded ticks of the 2 s before.`,
  request: optionSubmitRequest,
  response: optionOrder,
});

export const optionLists = defineCall({
  id: 'options.lists',
  method: 'GET',
  path: '/microtrade/lists',
  auth: 'session',
  tag,
  summary: "The user's open or settled orders, newest first",
  request: optionListRequest,
  response: optionOrderList,
});

export const optionDemoTopup = defineCall({
  id: 'options.demoTopup',
  method: 'POST',
  path: '/microtrade/demo_topup',
  auth: 'session',
  tag,
  summary: 'Refill the demo balance to 10,000 USDT',
  description:
    'Only when it is below that, and at most once an hour ("The demo balance can be refilled once an hour"). Demo funds never leave the demo account.',
  request: noInput,
  response: demoTopupResult,
});

export const calls = [optionSeconds, optionPayable, optionSubmit, optionLists, optionDemoTopup];
