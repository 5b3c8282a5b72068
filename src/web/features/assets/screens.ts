// The assets screens share most of their code: one chunk, downloaded with the first of them.
export { default as AssetsTab } from './AssetsScreen';
export { default as TradeAccount } from './TradeAccountScreen';
export { default as TransferRecord } from './TransferRecordScreen';
export { default as ChangeRecord } from './ChangeRecordScreen';
