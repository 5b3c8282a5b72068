export { StockList as default } from '../../features/stocks/screens';
