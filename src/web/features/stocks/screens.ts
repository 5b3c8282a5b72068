// The two stock screens share most of their code: one chunk, downloaded with the first of them.
export { default as StockList } from './StockListScreen';
export { default as StockDetail } from './StockDetailScreen';
