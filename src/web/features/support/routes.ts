import type { FeatureRoute } from '../../ui/page/routeManifest';

export const supportRoutes: FeatureRoute[] = [
  {
    path: '/pages/help/center/chat',
    title: 'support.title',
    page: () => import('../../pages/help/center/chat'),
    texts: ['support'],
  },
];
