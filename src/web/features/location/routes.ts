import type { FeatureRoute } from '../../ui/page/routeManifest';

// The spec's system pages (§2): a country or region chooser, and a place to open in the map app.
// Neither needs a session (sign-up chooses an area code before there is one).
export const locationRoutes: FeatureRoute[] = [
  {
    path: '/choose-location',
    title: 'location.choose_title',
    page: () => import('../../pages/choose-location'),
    texts: ['location'],
  },
  {
    path: '/open-location',
    title: 'location.open_title',
    page: () => import('../../pages/open-location'),
    texts: ['location'],
  },
];
