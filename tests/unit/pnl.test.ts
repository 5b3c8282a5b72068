import { describe, expect, it } from 'vitest';
import type { Big } from '../../src/core/money';
import { profitAndLoss, type ReasonChange } from '../../src/core/pnl';
import type { LedgerReasonKind } from '../../src/server/ledger/reasons';
import { SERVER_MODULES } from '../../src/server/modules';
import { ledgerReasonsOf } from '../../src/server/modules/setUp';

/**
 * What counts as profit: the kind every ledger reason is declared with, read as a user reads
 * "Today's P&L". Fills, fees, settlements, funding, yields and rebates count; deposits,
 * withdrawals, transfers, operator credits and demo money do not; holds move nothing.
 * A new product's reasons must be added here, with the kind a user would expect.
 */
const WHAT_COUNTS: Record<string, LedgerReasonKind> = {
  // Money in and out, and between the user's own accounts.
  deposit: 'capital',
  withdrawal_paid: 'capital',
  transfer: 'capital',
  operator_credit: 'capital',
  operator_debit: 'capital',
  option_demo_topup: 'capital',
  finance_subscribe: 'capital',
  // Buying a new coin: the cost paid and the coins received (locked), neither a gain nor a loss.
  newcoin_payment: 'capital',
  newcoin_credit: 'capital',
  ieo_payment: 'capital',
  ieo_credit: 'capital',
  // Coins bought for fiat paid off the platform: neither a gain nor a loss.
  c2c_release: 'capital',
  // Set aside and released: available ↔ frozen of one balance.
  c2c_ad_escrow: 'hold',
  c2c_ad_release: 'hold',
  c2c_order_escrow: 'hold',
  c2c_escrow_return: 'hold',
  withdrawal_freeze: 'hold',
  withdrawal_released: 'hold',
  spot_freeze: 'hold',
  spot_release: 'hold',
  option_open: 'hold',
  perp_reserve: 'hold',
  perp_release: 'hold',
  perp_add_margin: 'hold',
  finance_release: 'hold',
  newcoin_subscribe: 'hold',
  newcoin_refund: 'hold',
  newcoin_unlock: 'hold',
  // Fills and their fees, settlements, closes and liquidations.
  spot_trade: 'profit',
  option_win: 'profit',
  option_loss: 'profit',
  option_refund: 'profit',
  perp_open: 'profit',
  perp_fill: 'profit',
  perp_close: 'profit',
  perp_liquidation: 'profit',
  // Locked funds: each day's interest, and an early redemption's penalty.
  finance_interest: 'profit',
  finance_redeem: 'profit',
  // Referral: an inviter's rebate and an invitee's kickback, paid from the fee book.
  referral_rebate: 'profit',
  referral_kickback: 'profit',
};

describe('what counts as profit', () => {
  it('knows every reason money moves for, as the features declare it', () => {
    const declared = Object.fromEntries(ledgerReasonsOf(SERVER_MODULES).map((r) => [r.code, r.kind]));
    expect(declared).toEqual(WHAT_COUNTS);
  });
});

const isProfit = (reason: string) => WHAT_COUNTS[reason] === 'profit';
/** USDT (3) at 1, BTC (1) at 60,000, DOGE (5) without a price. */
const PRICES: Record<number, string> = { 3: '1', 1: '60000' };
const valueOf = (coinId: number, amount: Big) => (PRICES[coinId] ? amount.times(PRICES[coinId]) : null);
const change = (reason: string, amount: string, account = 'spot', coinId = 3): ReasonChange => ({
  coinId,
  account,
  reason,
  amount,
});

describe('profitAndLoss', () => {
  it.each<[string, ReasonChange[], string]>([
    ['nothing happened', [], '0'],
    ['a deposit is capital, not profit', [change('deposit', '1000')], '0'],
    ['an operator credit is capital, not profit', [change('operator_credit', '10000')], '0'],
    [
      'a withdrawal paid out is capital, not a loss',
      [change('withdrawal_freeze', '-101', 'spot'), change('withdrawal_paid', '-101')],
      '0',
    ],
    [
      'a spot buy: USDT paid, BTC received, the fee lost',
      [change('spot_trade', '-601.2'), change('spot_trade', '0.01', 'spot', 1)],
      '-1.2',
    ],
    [
      'a transfer out of spot and into contract is capital',
      [change('transfer', '-50'), change('transfer', '50', 'contract')],
      '0',
    ],
    ['a contract opened: the fee is a loss', [change('perp_open', '-3', 'contract')], '-3'],
    [
      'an option won and one lost in the real account',
      [change('option_win', '80', 'options'), change('option_loss', '-100', 'options')],
      '-20',
    ],
    [
      'demo money is never profit: a refill, a win and a loss in the demo account',
      [
        change('option_demo_topup', '10000', 'demo'),
        change('option_win', '78.4', 'demo'),
        change('option_loss', '-100', 'demo'),
      ],
      '0',
    ],
    [
      'locked funds: the subscription is capital, a day of interest and an early penalty count',
      [
        change('finance_subscribe', '-1000'),
        change('finance_subscribe', '1000', 'trust'),
        change('finance_interest', '4', 'trust'),
        change('finance_redeem', '-12', 'trust'),
      ],
      '-8',
    ],
    [
      'a coin without a price counts nothing rather than a guess',
      [change('spot_trade', '1000', 'spot', 5), change('spot_trade', '-0.1')],
      '-0.1',
    ],
    [
      'tiny amounts stay exact',
      [change('spot_trade', '0.000000000000000001', 'spot', 1)],
      '0.00000000000006',
    ],
  ])('%s', (_name, changes, expected) => {
    expect(profitAndLoss(changes, isProfit, valueOf).toFixed()).toBe(expected);
  });
});
