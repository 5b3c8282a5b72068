export { default } from '../../features/referral/ReferralScreen';
