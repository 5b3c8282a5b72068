/*
 * The database schema, one file per domain. Drizzle and drizzle-kit read every table from here;
 * a new domain adds its file and one line below.
 */

export { users, sessions, loginLog, verificationCodes, userWallets, walletNonces } from './accounts';
export { coins, coinNetworks, balances, ledgerTransactions, ledgerEntries, transfers } from './funds';
export { uploads } from './uploads';
export { deposits, depositIntents, depositBankAccounts, bankDepositReferences } from './deposits';
export { withdrawalAddresses, bankCards, withdrawals } from './withdrawals';
export { identityVerifications } from './identity';
export { operatorActions } from './operators';
export { pairs, stocks, marketTicks, marketCandles } from './market';
export { spotOrders } from './spot';
export { optionProducts, optionOrders, optionDemoTopups } from './options';
export { perpPairs, perpPositions, perpCursors } from './perpetual';
export { notices, noticeReads } from './notices';
