export { default } from '../../features/finance/FinanceScreen';
