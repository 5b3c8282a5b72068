import type { FeatureRoute } from '../../ui/page/routeManifest';

// Wallet sign-in and linking texts (locales/wallet/*) arrive with the screens that use them.
// The agreement's long text (locales/legal/*) downloads with its page, not at start-up.
export const sessionRoutes: FeatureRoute[] = [
  {
    path: '/pages/user/login/login',
    title: 'login.title',
    page: () => import('../../pages/user/login/login'),
    texts: ['wallet'],
  },
  {
    path: '/pages/user/login/register',
    title: 'register.title',
    page: () => import('../../pages/user/login/register'),
  },
  {
    path: '/pages/user/login/agree',
    title: 'agree.title',
    page: () => import('../../pages/user/login/agree'),
    texts: ['legal'],
  },
  {
    path: '/pages/user/login/forgetPassword',
    title: 'forget.title',
    page: () => import('../../pages/user/login/forgetPassword'),
  },
  {
    path: '/pages/settings/account/index',
    title: 'account.title',
    page: () => import('../../pages/settings/account/index'),
    requiresLogin: true,
    texts: ['wallet'],
  },
];
