// What other features use of the funds accounts: balances, their query keys and coins' places,
// and the transfer sheet (lazy: its code loads when it first opens).
export {
  fundsKeys,
  useCoinDecimals,
  useCoinPlaces,
  useSpotCoin,
  useWalletOverview,
  type CoinBalance,
} from './queries';
export { TransferSheet } from './TransferSheet';
