import { defineCall, noInput } from '../contract/call';
import {
  newCoinInfoRequest,
  newCoinOrder,
  newCoinOrderList,
  newCoinOrderListRequest,
  newCoinOrderRequest,
  newCoinProductInfo,
  newCoinProducts,
} from '../schemas/newcoins';

/*
 * Spec §7 new-coin calls (`lh/send/*`). The allotment is the published formula of
 * core/allotment.ts; each order carries its receipt once the window has ended.
 */
export const tag = 'newcoins';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'New-coin subscription: a fixed price, the payment frozen in the window, a published allotment, coins locked after launch';

export const newcoinConfig = defineCall({
  id: 'newcoins.config',
  method: 'GET',
  path: '/lh/send/config',
  auth: 'none',
  tag,
  summary: 'Every new-coin sale: price, supply, window, launch, lock-up, status',
  request: noInput,
  response: newCoinProducts,
});

export const newcoinProductInfo = defineCall({
  id: 'newcoins.productInfo',
  method: 'GET',
  path: '/lh/send/product_info',
  auth: 'optional',
  tag,
  summary: "One sale with the coin's description, its rules and, once allotted, the published allotment",
  request: newCoinInfoRequest,
  response: newCoinProductInfo,
});

export const newcoinRecommend = defineCall({
  id: 'newcoins.recommend',
  method: 'GET',
  path: '/lh/send/get_recommend',
  auth: 'none',
  tag,
  summary: 'Up to three sales for home and the finance tab, those open for subscription first',
  request: noInput,
  response: newCoinProducts,
});

export const newcoinOrder = defineCall({
  id: 'newcoins.order',
  method: 'POST',
  path: '/lh/send/order',
  auth: 'session',
  tag,
  summary: 'Subscribe: the payment is frozen in the spot account until the window ends',
  description: `Checked in this order, each refusal with its own message and nothing changed:

1. a known \`request_id\` returns that first order;
2. the amount given and a plain decimal;
3. the sale in its window (not upcoming, sold out or ended);
4. the amount at least the minimum and within the payment coin's decimals;
5. the spot balance ("Insufficient balance": the screen offers a deposit);
6. the supply left, when the sale does not take more than its supply; then the caller's own limit.

The coins asked for are amount ÷ issue price, cut to the coin's decimals. When the window ends the engine allots every order by the published formula: the cost is paid from the frozen payment and the rest released.`,
  request: newCoinOrderRequest,
  response: newCoinOrder,
});

export const newcoinOrderList = defineCall({
  id: 'newcoins.orderList',
  method: 'GET',
  path: '/lh/send/order_list',
  auth: 'session',
  tag,
  summary: "The caller's subscriptions, newest first, with the allotment receipt once passed",
  request: newCoinOrderListRequest,
  response: newCoinOrderList,
});

export const calls = [newcoinConfig, newcoinProductInfo, newcoinRecommend, newcoinOrder, newcoinOrderList];
