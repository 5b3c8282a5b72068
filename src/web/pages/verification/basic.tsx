export { default } from '../../features/verification/BasicVerificationScreen';
