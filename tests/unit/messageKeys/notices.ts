import { MESSAGE_TEMPLATES, NOTICE_KINDS, NOTICE_LINK_TYPES } from '../../../src/core/schemas/notices';

/** The cases of the notices feature's template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  'notices.message.{}.title': MESSAGE_TEMPLATES.map((template) => [template]),
  'notices.message.{}.body': MESSAGE_TEMPLATES.map((template) => [template]),
  'notices.tab.{}': NOTICE_KINDS.map((kind) => [kind]),
  'notices.empty.{}': NOTICE_KINDS.map((kind) => [kind]),
  'notices.open.{}': NOTICE_LINK_TYPES.map((type) => [type]),
};

/** What each template's stored parameters are, as notices/messages.ts writes them for each event. */
const MESSAGE_PARAMS: [prefix: string, params: string[]][] = [
  ['contract_', ['symbol', 'price']],
  ['finance_', ['amount', 'interest', 'coin']],
  ['deposit_', ['amount', 'coin', 'reason']],
  ['withdrawal_', ['amount', 'coin', 'reason']],
  ['verification_', ['reason']],
  ['security_', ['time']],
  ['signin_', ['time', 'ip']],
  ['newcoin_', ['quantity', 'coin', 'refund', 'pay']],
  ['ieo_', ['quantity', 'coin', 'amount', 'pay', 'time']],
  ['c2c_', ['number', 'quantity', 'coin', 'amount', 'fiat']],
  ['feedback_', []],
];

export const paramsByHand: Record<string, readonly string[]> = Object.fromEntries(
  MESSAGE_TEMPLATES.flatMap((template) =>
    ['title', 'body'].map((part) => [
      `src/server/modules/notices/service.ts notices.message.${template}.${part}`,
      MESSAGE_PARAMS.find(([prefix]) => template.startsWith(prefix))![1],
    ]),
  ),
);
