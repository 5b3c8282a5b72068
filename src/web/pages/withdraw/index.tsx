export { default } from '../../features/withdraw/WithdrawScreen';
