import { Big } from '../../../core/money';
import type { SpotSide } from '../../../core/spot';
import type { LedgerEntry } from '../../ledger/ledger';
import type { SpotPair } from './pairs';

/*
 * The ledger entries of each spot movement. The user's side is always the `spot` account; the
 * other side of a fill is the broker's book `platform:spot` (it may go negative: the platform is
 * short what it sold), and the fee goes to `platform:fee`.
 */

const SPOT = 'spot';
const BOOK = 'platform:spot';
const FEE = 'platform:fee';

type Owner = { userId: number; pair: SpotPair; side: SpotSide };

/** The coin a side holds while its order rests: a buy spends the quote coin, a sell the base coin. */
export const heldCoin = ({ pair, side }: { pair: SpotPair; side: SpotSide }) =>
  side === 'buy' ? pair.quoteCoinId : pair.baseCoinId;

/** Moves `amount` of the held coin from available to frozen (freeze) or back (release). */
export function holdEntries(owner: Owner, amount: Big, direction: 'freeze' | 'release'): LedgerEntry[] {
  const coinId = heldCoin(owner);
  const signed = direction === 'freeze' ? amount : amount.neg();
  return [
    { userId: owner.userId, account: SPOT, coinId, field: 'available', amount: signed.neg().toFixed() },
    { userId: owner.userId, account: SPOT, coinId, field: 'frozen', amount: signed.toFixed() },
  ];
}

export type Fill = {
  quantity: Big;
  quote: Big;
  fee: Big;
  /** What the user pays (buy: quote + fee) or receives (sell: quote − fee) in the quote coin. */
  userQuote: Big;
  /**
   * What the user's side was held in: a market order pays from available; a limit order's fill
   * consumes all it froze, and any surplus over what the fill costs returns to available.
   */
  frozen: Big | null;
};

/** Both coins of a fill against the book, and the fee. Zero amounts are left out. */
export function fillEntries(owner: Owner, fill: Fill): LedgerEntry[] {
  const { userId, pair, side } = owner;
  const user = (coinId: number, field: 'available' | 'frozen', amount: Big): LedgerEntry => ({
    userId,
    account: SPOT,
    coinId,
    field,
    amount: amount.toFixed(),
  });
  const platform = (account: string, coinId: number, amount: Big): LedgerEntry => ({
    userId: null,
    account,
    coinId,
    field: 'available',
    amount: amount.toFixed(),
  });
  const { quantity, quote, fee, userQuote, frozen } = fill;
  // What leaves the user: the quote coin for a buy, the base coin for a sell.
  const spentCoin = heldCoin(owner);
  const spent = side === 'buy' ? userQuote : quantity;
  const spending: LedgerEntry[] = frozen
    ? [user(spentCoin, 'frozen', frozen.neg()), user(spentCoin, 'available', frozen.minus(spent))]
    : [user(spentCoin, 'available', spent.neg())];
  const entries =
    side === 'buy'
      ? [
          ...spending,
          platform(BOOK, pair.quoteCoinId, quote),
          platform(FEE, pair.quoteCoinId, fee),
          user(pair.baseCoinId, 'available', quantity),
          platform(BOOK, pair.baseCoinId, quantity.neg()),
        ]
      : [
          ...spending,
          platform(BOOK, pair.baseCoinId, quantity),
          user(pair.quoteCoinId, 'available', userQuote),
          platform(BOOK, pair.quoteCoinId, quote.neg()),
          platform(FEE, pair.quoteCoinId, fee),
        ];
  return entries.filter((e) => !new Big(e.amount).eq(0));
}
