export { default } from '../../features/deposit/DepositScreen';
