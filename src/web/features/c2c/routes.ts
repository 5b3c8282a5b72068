import type { FeatureRoute } from '../../ui/page/routeManifest';

// Every peer-to-peer screen brings the feature's texts (locales/c2c/*); the title is the menu's label.
const TEXTS = ['c2c'];
const TITLE = 'menu.c2c';

export const c2cRoutes: FeatureRoute[] = [
  { path: '/pages/c2c/index', title: TITLE, page: () => import('../../pages/c2c/index'), texts: TEXTS },
  {
    path: '/pages/c2c/order',
    title: TITLE,
    page: () => import('../../pages/c2c/order'),
    requiresLogin: true,
    texts: TEXTS,
  },
  {
    path: '/pages/c2c/orders',
    title: TITLE,
    page: () => import('../../pages/c2c/orders'),
    requiresLogin: true,
    texts: TEXTS,
  },
  {
    path: '/pages/c2c/detail',
    title: TITLE,
    page: () => import('../../pages/c2c/detail'),
    requiresLogin: true,
    // The chat's photo upload says its failures with the funds texts (errors.upload_*).
    texts: [...TEXTS, 'funds'],
  },
  // The merchants' area: the screens say so to a caller who is not an approved merchant.
  {
    path: '/pages/c2c/merchant/ads',
    title: TITLE,
    page: () => import('../../pages/c2c/merchant/ads'),
    requiresLogin: true,
    texts: TEXTS,
  },
  {
    path: '/pages/c2c/merchant/ad',
    title: TITLE,
    page: () => import('../../pages/c2c/merchant/ad'),
    requiresLogin: true,
    texts: TEXTS,
  },
  {
    path: '/pages/c2c/merchant/orders',
    title: TITLE,
    page: () => import('../../pages/c2c/merchant/orders'),
    requiresLogin: true,
    texts: TEXTS,
  },
  {
    path: '/pages/c2c/merchant/payments',
    title: TITLE,
    page: () => import('../../pages/c2c/merchant/payments'),
    requiresLogin: true,
    texts: TEXTS,
  },
];
