import type { FeatureRoute } from '../../ui/page/routeManifest';

// Public: a visitor sees the ratios, their history and the addresses; the page asks for a login
// only when the user checks their own balance.
export const reservesRoutes: FeatureRoute[] = [
  {
    path: '/pages/assets/reserves',
    title: 'menu.reserves',
    page: () => import('../../pages/assets/reserves'),
    texts: ['reserves'],
  },
];
