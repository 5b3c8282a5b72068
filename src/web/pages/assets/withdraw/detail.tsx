export { default } from '../../../features/withdraw/WithdrawDetailScreen';
