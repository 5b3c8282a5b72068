// The withdrawal records list, shown again on the records screen (features/assets).
export { WithdrawRecordList } from './WithdrawRecordList';
export { useWithdrawRecords } from './queries';
