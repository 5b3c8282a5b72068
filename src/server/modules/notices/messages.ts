import { eq } from 'drizzle-orm';
import type { MessageTemplate } from '../../../core/schemas/notices';
import type { Db } from '../../db/client';
import { coins } from '../../db/schema';
import type { HearerTable } from '../../events/events';
import { utcMinute } from '../users';
import { writeMessage } from './service';

/*
 * The messages written for other features' events, heard in the event's own transaction: each
 * names its template (`notices.message.<template>` in locales/notices) and the record it opens.
 * The event key makes it once per event, whoever raises it again.
 */

const symbolOf = async (tx: Db, coinId: number) =>
  (await tx.select({ symbol: coins.symbol }).from(coins).where(eq(coins.id, coinId)))[0]?.symbol ?? '';

/** `withdrawal:rejected:42`: one per record and outcome. */
const eventKey = (...parts: (string | number)[]) => parts.join(':');

const CONTRACT_TEMPLATES: Record<'filled' | 'tp' | 'sl' | 'liquidation', MessageTemplate> = {
  filled: 'contract_filled',
  tp: 'contract_take_profit',
  sl: 'contract_stop_loss',
  liquidation: 'contract_liquidated',
};

/** A peer-to-peer order's status (1 paying … 5 cancelled) and the message it writes. */
const C2C_TEMPLATES: Record<number, MessageTemplate> = {
  1: 'c2c_placed',
  2: 'c2c_paid',
  3: 'c2c_released',
  4: 'c2c_appealed',
  5: 'c2c_cancelled',
};

const SECURITY_TEMPLATES: Record<
  'password' | 'pay_password' | 'bank_card' | 'withdrawal_address',
  MessageTemplate
> = {
  password: 'security_password',
  pay_password: 'security_pay_password',
  bank_card: 'security_bank_card',
  withdrawal_address: 'security_withdrawal_address',
};

export const messageHearers: HearerTable = {
  'deposit.decided': async (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('deposit', e.status, e.depositId),
      template: e.status === 'credited' ? 'deposit_credited' : 'deposit_rejected',
      params: { amount: e.amount ?? '', coin: await symbolOf(tx, e.coinId), reason: e.reason ?? '' },
      link: { type: 'deposit', id: e.depositId },
    }),

  'withdrawal.decided': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('withdrawal', e.status, e.withdrawalId),
      template: e.status === 'approved' ? 'withdrawal_approved' : 'withdrawal_rejected',
      params: { amount: e.amount, coin: e.coin, reason: e.reason },
      link: { type: 'withdrawal', id: e.withdrawalId },
    }),

  'verification.decided': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('verification', e.status, e.verificationId),
      template: e.status === 'approved' ? 'verification_approved' : 'verification_rejected',
      params: { reason: e.reason },
      link: { type: 'verification', id: e.verificationId },
    }),

  'finance.completed': async (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('finance', 'completed', e.orderId),
      template: 'finance_completed',
      params: { amount: e.amount, interest: e.interest, coin: await symbolOf(tx, e.coinId) },
      link: { type: 'finance', id: e.orderId },
    }),

  'newcoin.allotted': async (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('newcoin', 'allotted', e.orderId),
      template: 'newcoin_allotted',
      params: {
        quantity: e.allotted,
        coin: await symbolOf(tx, e.coinId),
        refund: e.refund,
        pay: await symbolOf(tx, e.payCoinId),
      },
      link: { type: 'newcoin', id: e.orderId },
    }),

  'ieo.allotted': async (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('ieo', 'allotted', e.applicationId),
      template: e.allotted === '0' ? 'ieo_not_allotted' : 'ieo_allotted',
      params: {
        quantity: e.allotted,
        coin: await symbolOf(tx, e.coinId),
        amount: e.payAmount,
        pay: await symbolOf(tx, e.payCoinId),
        time: utcMinute(e.payEnd),
      },
      link: { type: 'ieo', id: e.applicationId },
    }),

  'c2c.changed': async (tx, e) => {
    // Both parties hear each step, except whoever took it.
    for (const party of [e.userId, e.merchantId].filter((id) => id !== e.actorId))
      await writeMessage(tx, {
        userId: party,
        eventKey: eventKey('c2c', e.status, e.orderId, party),
        template: C2C_TEMPLATES[e.status]!,
        params: { number: e.number, quantity: e.quantity, coin: e.coin, amount: e.amount, fiat: e.fiat },
        link: { type: 'c2c', id: e.orderId },
      });
  },

  'security.changed': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('security', e.change, e.userId, e.ref),
      template: SECURITY_TEMPLATES[e.change],
      params: { time: utcMinute(e.at) },
      link: { type: 'security', id: e.userId },
    }),

  'session.new_device': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('signin', e.loginId),
      template: 'signin_new_device',
      params: { time: utcMinute(e.at), ip: e.ip },
      link: { type: 'security', id: e.userId },
    }),

  'contract.triggered': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      eventKey: eventKey('contract', e.what, e.positionId),
      template: CONTRACT_TEMPLATES[e.what],
      params: { symbol: e.symbol, price: e.price },
      link: { type: 'contract', id: e.positionId },
    }),

  'help.feedback_replied': (tx, e) =>
    writeMessage(tx, {
      userId: e.userId,
      // One per reply: a second reply to the same feedback is news too.
      eventKey: eventKey('feedback', 'replied', e.feedbackId, e.at.getTime()),
      template: 'feedback_replied',
      params: {},
      link: { type: 'feedback', id: e.feedbackId },
    }),
};
