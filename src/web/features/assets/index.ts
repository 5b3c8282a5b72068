// What other features use of the funds accounts: balances and their query keys.
export { fundsKeys, useWalletOverview, type CoinBalance } from './queries';
