import type { FeatureRoute } from '../../ui/page/routeManifest';

export const supportRoutes: FeatureRoute[] = [
  {
    path: '/pages/help/center/chat',
    page: () => import('../../pages/help/center/chat'),
    texts: ['support'],
  },
];
