export { default } from '../../../features/withdraw/WithdrawRecordsScreen';
