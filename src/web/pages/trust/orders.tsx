export { default } from '../../features/finance/OrdersScreen';
