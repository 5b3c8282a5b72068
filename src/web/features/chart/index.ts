// The K-line panel, for the screens that show one, and the loader of its texts.
export { KLinePanel } from './KLinePanel';
export { withChartTexts } from './texts';
