export { default } from '../../features/referral/RankingScreen';
