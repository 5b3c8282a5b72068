import type { PairQuote } from '../../../core/schemas/market';
import { useWalletOverview, type CoinBalance } from '../assets';

export type SpotBalances = {
  /** The spot account's quote coin (what a buy spends); undefined until known. */
  quote?: CoinBalance;
  /** The spot account's base coin (what a sell spends). */
  base?: CoinBalance;
};

/** What the signed-in user holds of the pair's two coins in the spot account (wallet/list). */
export function useSpotBalances(pair: PairQuote): SpotBalances {
  const overview = useWalletOverview();
  const coins = overview.data?.accounts.find((a) => a.account === 'spot')?.coins ?? [];
  return {
    quote: coins.find((c) => c.symbol === pair.quote),
    base: coins.find((c) => c.symbol === pair.base),
  };
}
