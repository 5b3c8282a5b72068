import type { FeatureRoute } from '../../ui/page/routeManifest';

// Every referral screen brings the feature's texts (locales/referral/*); the title is the menu's label.
const TEXTS = ['referral'];
const TITLE = 'menu.referral';

export const referralRoutes: FeatureRoute[] = [
  {
    path: '/pages/promotion/index',
    title: TITLE,
    page: () => import('../../pages/promotion/index'),
    requiresLogin: true,
    texts: TEXTS,
  },
  // The ranking is public (names masked): a visitor may see it before joining.
  {
    path: '/pages/promotion/ranking',
    title: TITLE,
    page: () => import('../../pages/promotion/ranking'),
    texts: TEXTS,
  },
  {
    path: '/pages/promotion/records',
    title: TITLE,
    page: () => import('../../pages/promotion/records'),
    requiresLogin: true,
    texts: TEXTS,
  },
];
