import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import * as schema from '../schemas/c2c';

/*
 * Spec §7 C2C calls (`ctc/*`) and the merchants' own. Every id-taking call answers only the
 * order's parties (another user's order is "not found"); merchants' calls only approved merchants.
 */
export const tag = 'c2c';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Peer-to-peer orders with merchants: escrow from the first second, a 30-minute payment countdown, chat with payment proof, appeals';

export const c2cCatalog = defineCall({
  id: 'c2c.catalog',
  method: 'GET',
  path: '/ctc/product/all',
  auth: 'none',
  tag,
  summary: 'Coins and fiats traded, and the payment kinds',
  request: noInput,
  response: schema.c2cCatalog,
});

export const c2cAds = defineCall({
  id: 'c2c.ads',
  method: 'GET',
  path: '/ctc/product/list',
  auth: 'optional',
  tag,
  summary: "Merchants' ads for one side, coin and fiat, best price first, with each merchant's record",
  request: schema.c2cAdListRequest,
  response: schema.c2cAdList,
});

export const c2cAdInfo = defineCall({
  id: 'c2c.adInfo',
  method: 'GET',
  path: '/ctc/product/info',
  auth: 'optional',
  tag,
  summary: 'One ad',
  request: schema.c2cAdInfoRequest,
  response: schema.c2cAd,
});

export const c2cOrderAdd = defineCall({
  id: 'c2c.orderAdd',
  method: 'POST',
  path: '/ctc/order/add',
  auth: 'session',
  tag,
  summary: "Order from an ad: buy (the ad's escrow takes it) or sell (your coins escrowed)",
  description: `Checked in this order, each refusal with its own message and nothing changed:

1. a known \`request_id\` returns that first order;
2. the ad online, not the caller's own, the payment kind one the ad takes;
3. an amount (fiat) or a quantity (coins); the fiat within the ad's limits;
4. today's cancellations under the daily limit;
5. buying: the ad's escrow covers the quantity (one conditional update, so 50 orders at once never take more than it holds); selling: a bank card saved, and the spot balance covers the quantity, which is frozen.

The order is "paying" with a 30-minute deadline; not paid by then, the engine cancels it and the escrow returns.`,
  request: schema.c2cOrderRequest,
  response: schema.c2cOrder,
});

export const c2cOrderList = defineCall({
  id: 'c2c.orderList',
  method: 'GET',
  path: '/ctc/order/list',
  auth: 'session',
  tag,
  summary: "The caller's orders as a user, newest first",
  request: schema.c2cOrderListRequest,
  response: schema.c2cOrderList,
});

export const c2cOrderInfo = defineCall({
  id: 'c2c.orderInfo',
  method: 'GET',
  path: '/ctc/order/info',
  auth: 'session',
  tag,
  summary: 'One order of the caller (as user or merchant); payment details while open',
  request: schema.c2cOrderIdRequest,
  response: schema.c2cOrder,
});

export const c2cOrderPay = defineCall({
  id: 'c2c.orderPay',
  method: 'PUT',
  path: '/ctc/order/pay',
  auth: 'session',
  tag,
  summary: '"I have paid", by the side that pays the fiat, before the deadline',
  description: `One conditional status change decides between this and the engine's cancel at the deadline: a tap before the deadline always wins, and never both. A repeat answers the paid order.`,
  request: schema.c2cOrderIdRequest,
  response: schema.c2cOrder,
});

export const c2cOrderCancel = defineCall({
  id: 'c2c.orderCancel',
  method: 'PUT',
  path: '/ctc/order/cancel',
  auth: 'session',
  tag,
  summary: 'Cancel while paying, by the side that pays; the escrow returns',
  request: schema.c2cOrderIdRequest,
  response: schema.c2cOrder,
});

export const c2cOrderRelease = defineCall({
  id: 'c2c.orderRelease',
  method: 'POST',
  path: '/ctc/order/release',
  auth: 'session',
  tag,
  summary:
    'Release the escrowed coins to the buyer, by the side that receives the fiat, with the fund password',
  request: schema.c2cReleaseRequest,
  response: schema.c2cOrder,
});

export const c2cOrderAppeal = defineCall({
  id: 'c2c.orderAppeal',
  method: 'POST',
  path: '/ctc/order/appeal',
  auth: 'session',
  tag,
  summary: 'Appeal a paid order not released within 15 minutes: the order freezes until an operator decides',
  request: schema.c2cAppealRequest,
  response: schema.c2cOrder,
});

export const c2cOrderMessages = defineCall({
  id: 'c2c.orderMessages',
  method: 'POST',
  path: '/ctc/order/messages',
  auth: 'session',
  tag,
  summary: "The order's chat, oldest first",
  request: schema.c2cMessagesRequest,
  response: schema.c2cMessages,
});

export const c2cOrderMessage = defineCall({
  id: 'c2c.orderMessage',
  method: 'POST',
  path: '/ctc/order/message',
  auth: 'session',
  tag,
  summary: "Say something in the order's chat: text, or an uploaded image (payment proof)",
  request: schema.c2cSendMessageRequest,
  response: schema.c2cMessage,
});

export const c2cOrderImage = defineCall({
  id: 'c2c.orderImage',
  method: 'GET',
  path: '/ctc/order/image',
  auth: 'session',
  tag,
  summary: "An image of an order's chat, to either party (and the operator through ops)",
  request: schema.c2cImageRequest,
  response: z.unknown(),
  fileTypes: ['image/jpeg', 'image/png', 'image/webp'],
});

export const c2cMe = defineCall({
  id: 'c2c.me',
  method: 'GET',
  path: '/ctc/merchant/me',
  auth: 'session',
  tag,
  summary: 'Whether the caller is an approved merchant, with their record',
  request: noInput,
  response: schema.c2cMe,
});

export const c2cMerchantAds = defineCall({
  id: 'c2c.merchantAds',
  method: 'POST',
  path: '/ctc/merchant/ads',
  auth: 'session',
  tag,
  summary: "A merchant's own ads, online and paused",
  request: noInput,
  response: schema.c2cMerchantAds,
});

export const c2cMerchantAdSave = defineCall({
  id: 'c2c.merchantAdSave',
  method: 'POST',
  path: '/ctc/merchant/ad_save',
  auth: 'session',
  tag,
  summary:
    'Publish or edit an ad; a sell ad escrows its quantity from spot (edited down: the difference released)',
  request: schema.c2cAdSaveRequest,
  response: schema.c2cAd,
});

export const c2cMerchantAdPause = defineCall({
  id: 'c2c.merchantAdPause',
  method: 'POST',
  path: '/ctc/merchant/ad_pause',
  auth: 'session',
  tag,
  summary: 'Take an ad offline (its escrow released) or back online (escrowed again)',
  request: schema.c2cAdPauseRequest,
  response: schema.c2cAd,
});

export const c2cMerchantOrders = defineCall({
  id: 'c2c.merchantOrders',
  method: 'POST',
  path: '/ctc/merchant/orders',
  auth: 'session',
  tag,
  summary: "Orders on the merchant's ads, newest first",
  request: schema.c2cOrderListRequest,
  response: schema.c2cOrderList,
});

export const c2cMerchantPaymentMethods = defineCall({
  id: 'c2c.merchantPaymentMethods',
  method: 'POST',
  path: '/ctc/merchant/payment_methods',
  auth: 'session',
  tag,
  summary: "The merchant's payment methods",
  request: noInput,
  response: schema.c2cPaymentMethods,
});

export const c2cMerchantPaymentMethodSave = defineCall({
  id: 'c2c.merchantPaymentMethodSave',
  method: 'POST',
  path: '/ctc/merchant/payment_method_save',
  auth: 'session',
  tag,
  summary: 'Add or edit a payment method',
  request: schema.c2cPaymentMethodSaveRequest,
  response: schema.c2cPaymentMethod,
});

export const calls = [
  c2cCatalog,
  c2cAds,
  c2cAdInfo,
  c2cOrderAdd,
  c2cOrderList,
  c2cOrderInfo,
  c2cOrderPay,
  c2cOrderCancel,
  c2cOrderRelease,
  c2cOrderAppeal,
  c2cOrderMessages,
  c2cOrderMessage,
  c2cOrderImage,
  c2cMe,
  c2cMerchantAds,
  c2cMerchantAdSave,
  c2cMerchantAdPause,
  c2cMerchantOrders,
  c2cMerchantPaymentMethods,
  c2cMerchantPaymentMethodSave,
];
