export { TradeAccount as default } from '../../features/assets/screens';
