/**
 * The user and privacy agreement's sections, in order. Each is `agree.<section>.title` and
 * `agree.<section>.body` in locales/legal/, the body's clauses one to a line.
 */
export const AGREEMENT_SECTIONS = [
  'about',
  'account',
  'wallet',
  'products',
  'prices',
  'risk',
  'spot',
  'contracts',
  'options',
  'finance',
  'subscriptions',
  'p2p',
  'funds',
  'conduct',
  'privacy',
  'liability',
  'changes',
] as const;
