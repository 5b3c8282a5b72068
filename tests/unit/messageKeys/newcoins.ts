import { NEWCOIN_RULES } from '../../../src/server/modules/newcoins/service';

/** The cases of the new coins' template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  'newcoins.rules.{}': NEWCOIN_RULES.map((rule) => [rule]),
  // A sale not in its window refuses with its own message (a launched one says it has ended).
  'errors.newcoin_{}': [['upcoming'], ['sold_out'], ['ended']],
};

/** Each rule is rendered with the sale's figures (service.ts `productInfo`). */
export const paramsByHand: Record<string, readonly string[]> = Object.fromEntries(
  NEWCOIN_RULES.map((rule) => [
    `src/server/modules/newcoins/service.ts newcoins.rules.${rule}`,
    ['currency', 'price', 'pay', 'days'],
  ]),
);
