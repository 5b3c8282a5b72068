export { default } from '../../features/finance/SubscribeScreen';
