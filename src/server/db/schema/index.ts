// Written by tests/tools/features.ts (npm run gen) from the folders: do not edit.
// The database schema, one file per domain: drizzle and drizzle-kit read every table from here.

export { users, sessions, loginLog, verificationCodes, userWallets, walletNonces } from './accounts';
export { c2cMerchants, c2cPaymentMethods, c2cAds, c2cOrders, c2cMessages } from './c2c';
export { contractPairs, contractPositions, contractCursors } from './contract';
export { deposits, depositBankAccounts, bankDepositReferences, depositIntents } from './deposits';
export { financeProducts, financeOrders, financePayouts } from './finance';
export { coins, coinNetworks, balances, ledgerTransactions, ledgerEntries, transfers } from './funds';
export { helpArticles, helpFeedback } from './help';
export { identityVerifications } from './identity';
export { ieoItems, ieoApplications } from './ieo';
export { pairs, stocks, marketTicks, marketCandles } from './market';
export { coinListings, newcoinProducts, newcoinOrders, coinLocks } from './newcoins';
export { notices, noticeReads } from './notices';
export { operatorActions } from './operators';
export { optionProducts, optionOrders, optionDemoTopups } from './options';
export { referralPartners, referralLinks, referralBindings, referralRebates } from './referral';
export { porSnapshots, porNodes, porLeaves, porAddresses, porKeys } from './reserves';
export { spotOrders } from './spot';
export { supportMessages } from './support';
export { uploads } from './uploads';
export { withdrawalAddresses, bankCards, withdrawals } from './withdrawals';
