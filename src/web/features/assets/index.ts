// What other features use of the funds accounts: balances, their query keys and coins' places.
export { fundsKeys, useCoinDecimals, useCoinPlaces, useWalletOverview, type CoinBalance } from './queries';
