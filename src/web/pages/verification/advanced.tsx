export { default } from '../../features/verification/AdvancedVerificationScreen';
