import type { FeatureRoute } from '../../ui/page/routeManifest';

// A money screen: its texts and form errors (locales/funds/*), and the wallet texts (locales/wallet/*)
// of sending from a wallet.
export const depositRoutes: FeatureRoute[] = [
  {
    path: '/pages/deposit/index',
    title: 'deposit.page.title',
    page: () => import('../../pages/deposit/index'),
    requiresLogin: true,
    texts: ['funds', 'wallet', 'support'],
  },
];
