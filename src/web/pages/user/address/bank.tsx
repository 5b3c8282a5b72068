export { default } from '../../../features/withdraw/BankCardScreen';
