export { StockDetail as default } from '../../features/stocks/screens';
