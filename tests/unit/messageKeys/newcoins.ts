import { NEWCOIN_PRODUCT_STATUSES } from '../../../src/core/schemas/newcoins';
import { NEWCOIN_RULES } from '../../../src/server/modules/newcoins/service';

/** The cases of the new coins' template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  'newcoins.rules.{}': NEWCOIN_RULES.map((rule) => [rule]),
  // A sale not in its window refuses with its own message (a launched one says it has ended).
  'errors.newcoin_{}': [['upcoming'], ['sold_out'], ['ended']],
  'newcoins.status.{}': NEWCOIN_PRODUCT_STATUSES.map((s) => [s]),
  'newcoins.next.{}': [['start'], ['end'], ['launch'], ['unlock']],
  'newcoins.step.{}': [['start'], ['end'], ['launch'], ['unlock']],
  'newcoins.order.{}': [['allotted'], ['asked']],
  'newcoins.state.{}': [['under_review'], ['passed'], ['locked'], ['unlocked']],
  // The finance tab lists only sales one can subscribe to now or soon.
  'finance.newcoin_status.{}': [['subscribing'], ['upcoming']],
};

/** Each rule is rendered with the sale's figures (service.ts `productInfo`). */
export const paramsByHand: Record<string, readonly string[]> = Object.fromEntries([
  ...NEWCOIN_RULES.map((rule) => [
    `src/server/modules/newcoins/service.ts newcoins.rules.${rule}`,
    ['currency', 'price', 'pay', 'days'],
  ]),
  // The countdown to a sale's next step: time left (phase.ts `timeLeft`) and when it comes.
  ...['start', 'end', 'launch', 'unlock'].map((step) => [
    `src/web/features/newcoins/SaleCard.tsx newcoins.next.${step}`,
    ['days', 'time', 'time_at'],
  ]),
]);
