export { default } from '../../features/spot/TradeScreen';
