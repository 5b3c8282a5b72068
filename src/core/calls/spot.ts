import { defineCall } from '../contract/call';
import {
  spotCancelRequest,
  spotListRequest,
  spotOrder,
  spotOrderList,
  spotOrderRequest,
} from '../schemas/spot';

/*
 * Spec §7 spot calls. Prices and quantities are decimal strings; quantity is always in the base
 * coin. Every change of an order (placed, filled, cancelled) is also pushed to its owner on the
 * realtime channel `orders` with the same SpotOrder.
 */
export const tag = 'spot';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'Spot orders: market and limit, filled from recorded ticks';

export const placeOrder = defineCall({
  id: 'spot.place',
  method: 'POST',
  path: '/coin/trade',
  auth: 'session',
  tag,
  summary: 'Place a market or limit order',
  description: `Checked in this order:

1. a known \`request_id\` returns that first order, whatever else the retry carries;
2. the pair exists and is enabled ("This trading pair is not available");
3. quantity: at most the pair's \`qty_decimals\` places ("The quantity must be a whole number" when that is 0), at least \`min_qty\`; limit price: at most \`price_decimals\` places (trailing zeros do not count);
4. market: the latest recorded index tick, or "No market price is available right now";
5. one transaction: the order row and its ledger posting.
   - market: filled at the tick price from available: the buyer pays quote + fee, the seller receives quote − fee;
   - limit: a buy freezes quantity × limit × (1 + fee rate), a sell freezes the quantity; when the latest tick already crosses the limit it fills at once, at the limit.

Not enough → "Insufficient balance" (buy) or "Insufficient sellable balance" (sell), nothing written. Limit orders then fill when a recorded tick crosses them (buy: index ≤ limit, sell: index ≥ limit), at the limit price, on the engine.`,
  request: spotOrderRequest,
  response: spotOrder,
});

export const cancelOrder = defineCall({
  id: 'spot.cancel',
  method: 'PUT',
  path: '/coin/trade/cancel',
  auth: 'session',
  tag,
  summary: 'Cancel an open limit order',
  description:
    'Releases exactly what the order froze. Cancelling a cancelled order answers with it again; a filled one says "This order has already been filled"; another user\'s or an unknown id is "Order not found".',
  request: spotCancelRequest,
  response: spotOrder,
});

export const listOrders = defineCall({
  id: 'spot.list',
  method: 'GET',
  path: '/coin/list',
  auth: 'session',
  tag,
  summary: "The user's open orders or history, newest first",
  description: 'History holds completed and cancelled orders. `symbol` narrows the list to one pair.',
  request: spotListRequest,
  response: spotOrderList,
});

export const calls = [placeOrder, cancelOrder, listOrders];
