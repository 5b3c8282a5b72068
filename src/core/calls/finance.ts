import { defineCall, noInput } from '../contract/call';
import {
  financeReport,
  hostedOrder,
  hostedOrderList,
  orderListRequest,
  productInfoRequest,
  quoteRequest,
  redeemRequest,
  redemptionQuote,
  subscribeRequest,
  trustProductInfo,
  trustProducts,
} from '../schemas/finance';

/*
 * Spec §7 locked-fund calls (`lh/deposit/*`). Interest is paid once a day by the engine into the
 * trust account's available balance; an early redemption applies the quote the user read.
 */
export const tag = 'finance';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Locked funds: a principal held in the trust account for a term, a daily interest, early redemption';

export const financeConfig = defineCall({
  id: 'finance.config',
  method: 'GET',
  path: '/lh/deposit/config',
  auth: 'optional',
  tag,
  summary: 'The locked-fund products: rates, days, limits, quota left, status',
  description:
    'Open products first, then upcoming, sold out and closed. With a session, `user_left` is what the caller may still subscribe.',
  request: noInput,
  response: trustProducts,
});

export const financeProductInfo = defineCall({
  id: 'finance.productInfo',
  method: 'GET',
  path: '/lh/deposit/product_info',
  auth: 'optional',
  tag,
  summary: 'One product, with the dates a subscription made now would have, and its rules',
  request: productInfoRequest,
  response: trustProductInfo,
});

export const financeSubscribe = defineCall({
  id: 'finance.subscribe',
  method: 'POST',
  path: '/lh/deposit',
  auth: 'session',
  tag,
  summary: 'Subscribe: the principal moves from the spot account into the trust account',
  description: `Checked in this order, each refusal with its own message and nothing changed:

1. a known \`request_id\` returns that first order;
2. the amount given and a plain decimal; the agreement ticked;
3. the product open (not upcoming, sold out or closed);
4. the amount within the product's minimum and maximum and the coin's decimals;
5. the spot balance;
6. the product's quota left, then the caller's own limit in the product.

Then, in one transaction, the order with the product's rates as they are now, and the principal moved from spot available into trust frozen. Interest starts the next platform day (T+1).`,
  request: subscribeRequest,
  response: hostedOrder,
});

export const financeOrders = defineCall({
  id: 'finance.orders',
  method: 'GET',
  path: '/lh/deposit/order',
  auth: 'session',
  tag,
  summary: "The caller's orders in one tab: hosting, completed or redeemed, newest first",
  request: orderListRequest,
  response: hostedOrderList,
});

export const financeQuote = defineCall({
  id: 'finance.quote',
  method: 'POST',
  path: '/lh/deposit/order/quote',
  auth: 'session',
  tag,
  summary: 'What an early redemption would do now: penalty, refund, days left, interest kept',
  description:
    'Computed by the function the redemption applies. The quote holds until `valid_until`, the end of the platform day; another user\'s order is "not found".',
  request: quoteRequest,
  response: redemptionQuote,
});

export const financeRedeem = defineCall({
  id: 'finance.redeem',
  method: 'POST',
  path: '/lh/deposit/order/cancel',
  auth: 'session',
  tag,
  summary: 'Redeem early with the quote read: the refund arrives in trust available at once',
  description:
    'Interest already due is paid first; then, when the quote is still the one the order has now, the penalty is taken and the rest of the principal released, in one transaction. A quote from an earlier day is refused with the new figures.',
  request: redeemRequest,
  response: hostedOrder,
});

export const financeReportCall = defineCall({
  id: 'finance.report',
  method: 'GET',
  path: '/lh/deposit/report',
  auth: 'session',
  tag,
  summary: 'Per coin: principal hosting, interest earned in all and today, orders hosting',
  request: noInput,
  response: financeReport,
});

export const calls = [
  financeConfig,
  financeProductInfo,
  financeSubscribe,
  financeOrders,
  financeQuote,
  financeRedeem,
  financeReportCall,
];
