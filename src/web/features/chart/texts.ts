import { withFeatureTexts } from '../../app/i18n';

/**
 * A screen showing the K-line panel loads the chart texts (locales/chart/*) with its code:
 *   lazyPage(() => withChartTexts(() => import('./pages/trade/index')))
 * Nest it with the screen's own feature: withFeatureTexts('spot', () => withChartTexts(load)).
 */
export const withChartTexts = <T>(screen: () => Promise<T>): Promise<T> => withFeatureTexts('chart', screen);
