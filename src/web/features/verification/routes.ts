import type { FeatureRoute } from '../../ui/page/routeManifest';

// Money screens: the funds texts (locales/funds/*) hold verification's, with the wallet texts.
const FUNDS_TEXTS = ['funds', 'wallet'];

export const verificationRoutes: FeatureRoute[] = [
  {
    path: '/pages/verification/index',
    title: 'verification.title',
    page: () => import('../../pages/verification/index'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/verification/basic',
    title: 'verification.basic.title',
    page: () => import('../../pages/verification/basic'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/verification/advanced',
    title: 'verification.advanced.title',
    page: () => import('../../pages/verification/advanced'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
];
