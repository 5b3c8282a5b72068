export { default } from '../../../features/support/SupportScreen';
