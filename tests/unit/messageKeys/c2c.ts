/** The cases of the peer-to-peer template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  // An ad's price and order limits in fiat, each refused with its own field's message.
  'errors.c2c_{}_precision': [['price'], ['limit']],
};
