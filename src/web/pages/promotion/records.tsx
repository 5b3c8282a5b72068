export { default } from '../../features/referral/RecordsScreen';
