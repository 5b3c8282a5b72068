// The K-line panel, for the screens that show one, its candles for a compact chart, and the
// loader of its texts.
export { KLinePanel } from './KLinePanel';
export { useKlineCandles } from './useKlineCandles';
export { withChartTexts } from './texts';
