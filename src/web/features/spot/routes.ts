import type { FeatureRoute } from '../../ui/page/routeManifest';
import { SpotIcon } from '../../ui/EntryIcons';

// The spot screen brings its texts (locales/trade/*), the order rules' messages it shares with the
// server (locales/spot/*) and the K-line panel's (locales/chart/*); the panel fetches the chart library.
export const spotRoutes: FeatureRoute[] = [
  {
    path: '/pages/trade/index',
    title: 'tab.spot',
    page: () => import('../../pages/trade/index'),
    texts: ['trade', 'spot', 'chart'],
    tab: { labelKey: 'tab.spot', Icon: SpotIcon, order: 10 },
  },
];
