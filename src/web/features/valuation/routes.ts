import type { FeatureRoute } from '../../ui/page/routeManifest';

// A help page in the assets area; it names the accounts as the assets screens do (locales/assets).
export const valuationRoutes: FeatureRoute[] = [
  {
    path: '/pages/assets/valuation',
    title: 'menu.valuation',
    page: () => import('../../pages/assets/valuation'),
    texts: ['valuation', 'assets'],
  },
];
