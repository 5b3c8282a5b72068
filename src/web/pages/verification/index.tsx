export { default } from '../../features/verification/VerificationScreen';
