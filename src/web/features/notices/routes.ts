import type { FeatureRoute } from '../../ui/page/routeManifest';

export const noticesRoutes: FeatureRoute[] = [
  {
    path: '/pages/notice/index',
    title: 'menu.notices',
    page: () => import('../../pages/notice/index'),
    texts: ['notices'],
  },
  {
    path: '/pages/notice/detail',
    title: 'menu.notices',
    page: () => import('../../pages/notice/detail'),
    texts: ['notices'],
  },
];
