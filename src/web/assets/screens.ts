// The assets screens share most of their code: one chunk, downloaded with the first of them.
export { default as AssetsTab } from '../pages/account/index';
export { default as TradeAccount } from '../pages/assets/tradeAccount';
export { default as TransferRecord } from '../pages/assets/transferRecord';
export { default as ChangeRecord } from '../pages/assets/changeRecord';
