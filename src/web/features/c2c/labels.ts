import type { C2cCancelReason, C2cPayType, C2cSide, C2cStatus } from '../../../core/schemas/c2c';
import type { OrderTab } from './queries';

/*
 * The text keys of the values the screens show, written out one by one rather than built from the
 * value (`c2c.status.${s}`): every key stays findable, and the message-key check reads each as it is.
 */

export const PAY_TYPE_KEY: Record<C2cPayType, string> = {
  bank: 'c2c.pay_type.bank',
  alipay: 'c2c.pay_type.alipay',
  wechat: 'c2c.pay_type.wechat',
};

/** The user's side as the tab and the button say it ("Buy", "Sell"). */
export const SIDE_KEY: Record<C2cSide, string> = {
  buy: 'c2c.side.buy',
  sell: 'c2c.side.sell',
};

export const STATUS_KEY: Record<C2cStatus, string> = {
  1: 'c2c.status.paying',
  2: 'c2c.status.paid',
  3: 'c2c.status.completed',
  4: 'c2c.status.appeal',
  5: 'c2c.status.cancelled',
};

/** The status pill's colour: waiting on someone, done, or over. */
export const STATUS_TONE: Record<C2cStatus, 'wait' | 'done' | 'over' | 'alert'> = {
  1: 'wait',
  2: 'wait',
  3: 'done',
  4: 'alert',
  5: 'over',
};

export const CANCEL_REASON_KEY: Record<C2cCancelReason, string> = {
  buyer: 'c2c.cancel_reason.buyer',
  timeout: 'c2c.cancel_reason.timeout',
  appeal: 'c2c.cancel_reason.appeal',
};

export const ORDER_TAB_KEY: Record<OrderTab, string> = {
  all: 'c2c.orders.tab.all',
  active: 'c2c.orders.tab.active',
  completed: 'c2c.orders.tab.completed',
  cancelled: 'c2c.orders.tab.cancelled',
};

export const ORDER_EMPTY_KEY: Record<OrderTab, string> = {
  all: 'c2c.orders.empty.all',
  active: 'c2c.orders.empty.active',
  completed: 'c2c.orders.empty.completed',
  cancelled: 'c2c.orders.empty.cancelled',
};
