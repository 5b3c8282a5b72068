import type { FeatureRoute } from '../../ui/page/routeManifest';

// The options screens bring their texts (locales/options/*), the pair sheet's and 24h figures'
// (locales/trade/*, shared with spot) and the K-line panel's (locales/chart/*).
const OPTION_TEXTS = ['options', 'trade', 'chart'];

export const optionsRoutes: FeatureRoute[] = [
  {
    path: '/pages/option/index',
    title: 'options.title',
    page: () => import('../../pages/option/index'),
    // Reached from the derivatives tab (features/contract/routes.ts), which stays lit here.
    texts: OPTION_TEXTS,
  },
  {
    path: '/pages/option/history',
    title: 'options.history_title',
    page: () => import('../../pages/option/history'),
    requiresLogin: true,
    texts: OPTION_TEXTS,
  },
  {
    path: '/pages/option/detail',
    title: 'options.detail_title',
    page: () => import('../../pages/option/detail'),
    requiresLogin: true,
    texts: OPTION_TEXTS,
  },
];
