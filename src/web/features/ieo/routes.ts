import type { FeatureRoute } from '../../ui/page/routeManifest';

// The IEO screens bring their texts, and the new coins' (their allotment receipt is newcoins' Receipt).
const TEXTS = ['ieo', 'newcoins'];

export const ieoRoutes: FeatureRoute[] = [
  {
    path: '/pages/ieo/index',
    title: 'tab.finance',
    page: () => import('../../pages/ieo/index'),
    texts: TEXTS,
  },
  {
    path: '/pages/ieo/detail',
    title: 'tab.finance',
    page: () => import('../../pages/ieo/detail'),
    texts: TEXTS,
  },
  {
    path: '/pages/ieo/mine',
    title: 'tab.finance',
    page: () => import('../../pages/ieo/mine'),
    requiresLogin: true,
    texts: TEXTS,
  },
];
