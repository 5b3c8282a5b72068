export { default } from '../../features/finance/TrustScreen';
