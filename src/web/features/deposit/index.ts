// The deposit records list, shown again on the records screen (features/assets).
export { DepositRecords } from './DepositRecords';
export { useDepositRecords } from './queries';
