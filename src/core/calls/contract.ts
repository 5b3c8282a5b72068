import { defineCall } from '../contract/call';
import {
  contractAddMarginRequest,
  contractDeal,
  contractDealRequest,
  contractIdRequest,
  contractListRequest,
  contractSetStopRequest,
  contractSubmitRequest,
  position,
  positionList,
} from '../schemas/contract';

/*
 * Spec §7 contract calls. Every fill, trigger and liquidation happens on a recorded index tick,
 * which the position carries (`open_tick`, `close_tick`). No call takes a fill price from anyone:
 * a limit price only says where the order waits.
 */
export const tag = 'contract';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Perpetual contracts: long or short in lots, with leverage, cross or isolated margin, TP/SL and liquidation on recorded ticks';

export const contractDealCall = defineCall({
  id: 'contract.deal',
  method: 'POST',
  path: '/lever/deal',
  auth: 'optional',
  tag,
  summary: 'A pair’s contract terms: contract value, leverages, fee, maintenance tiers, mark price',
  description: 'With a session, also the contract account’s balance. Funding is not charged.',
  request: contractDealRequest,
  response: contractDeal,
});

export const contractSubmitCall = defineCall({
  id: 'contract.submit',
  method: 'POST',
  path: '/lever/submit',
  auth: 'session',
  tag,
  summary: 'Open a long or short position, at market or as a limit order',
  description: `Checked in this order:

1. a known \`request_id\` returns that first position;
2. the fields: lots a whole number of at least 1, a limit order's price, valid TP and SL prices;
3. the pair, its leverages, and prices with no more places than the pair's;
4. a recorded index tick no older than 3 s;
5. TP and SL on the right side of the reference price (the latest tick at market, the limit price for a limit order): for a long TP > reference > SL, mirrored for a short;
6. a margin above the position's maintenance margin (else it would be liquidated at once: "choose a lower leverage");
7. margin (qty × price / leverage) plus the open fee available in the contract account ("Insufficient balance").

A market order opens at once on the latest tick (status 1). A limit order waits as status 0 with its margin and fee frozen, and fills at its limit price on the first recorded tick that crosses it.`,
  request: contractSubmitRequest,
  response: position,
});

export const contractListCall = defineCall({
  id: 'contract.list',
  method: 'POST',
  path: '/lever/my_trade',
  auth: 'session',
  tag,
  summary: "The user's positions: holding, pending, or history (closed, cancelled, liquidated), newest first",
  request: contractListRequest,
  response: positionList,
});

export const contractCloseCall = defineCall({
  id: 'contract.close',
  method: 'POST',
  path: '/lever/close',
  auth: 'session',
  tag,
  summary: 'Close a holding position at the latest recorded tick',
  description:
    'Another user\'s or an unknown id is "Position not found"; a position no longer holding says so. Closing twice answers the closed position again.',
  request: contractIdRequest,
  response: position,
});

export const contractCancelCall = defineCall({
  id: 'contract.cancel',
  method: 'POST',
  path: '/lever/cancel',
  auth: 'session',
  tag,
  summary: 'Cancel a pending limit order; its frozen margin and fee are released',
  request: contractIdRequest,
  response: position,
});

export const contractSetStopCall = defineCall({
  id: 'contract.setstop',
  method: 'POST',
  path: '/lever/setstop',
  auth: 'session',
  tag,
  summary: 'Set or clear the take-profit and stop-loss of a pending order or holding position',
  description:
    'An empty or missing value clears it. The prices must lie on the right side of the entry (or limit) price. They trigger on the mark price from the next recorded tick on.',
  request: contractSetStopRequest,
  response: position,
});

export const contractAddMarginCall = defineCall({
  id: 'contract.addMargin',
  method: 'POST',
  path: '/lever/add_margin',
  auth: 'session',
  tag,
  summary: 'Move funds from the contract account into an isolated position',
  description:
    'The liquidation price is recomputed with the larger margin. Cross positions already use the whole account.',
  request: contractAddMarginRequest,
  response: position,
});

export const calls = [
  contractDealCall,
  contractSubmitCall,
  contractListCall,
  contractCloseCall,
  contractCancelCall,
  contractSetStopCall,
  contractAddMarginCall,
];
