import type { FeatureRoute } from '../../ui/page/routeManifest';

// The new-coin screens bring their texts (locales/newcoins/*) and the finance screens' figures.
const TEXTS = ['newcoins'];

export const newcoinsRoutes: FeatureRoute[] = [
  {
    path: '/pages/subscribe/index',
    title: 'tab.finance',
    page: () => import('../../pages/subscribe/index'),
    texts: TEXTS,
  },
  {
    path: '/pages/subscribe/detail',
    title: 'tab.finance',
    page: () => import('../../pages/subscribe/detail'),
    texts: TEXTS,
  },
  {
    path: '/pages/subscribe/mine',
    title: 'tab.finance',
    page: () => import('../../pages/subscribe/mine'),
    requiresLogin: true,
    texts: TEXTS,
  },
];
