import type { FeatureRoute } from '../../ui/page/routeManifest';

// Settings, language, fund password and about bring their texts (locales/settings/*). The security
// centre is a money screen: it brings the funds and wallet texts (locales/funds/*, locales/wallet/*).
export const settingsRoutes: FeatureRoute[] = [
  {
    path: '/pages/settings/index',
    title: 'settings.title',
    page: () => import('../../pages/settings/index'),
    texts: ['settings'],
  },
  {
    path: '/pages/settings/language/language',
    title: 'language.title',
    page: () => import('../../pages/settings/language/language'),
    texts: ['settings'],
  },
  {
    path: '/pages/settings/security/changePassword',
    title: 'password.title',
    page: () => import('../../pages/settings/security/changePassword'),
    requiresLogin: true,
  },
  {
    path: '/pages/settings/security/changePayPassword',
    title: 'pay_password.title',
    page: () => import('../../pages/settings/security/changePayPassword'),
    requiresLogin: true,
    texts: ['settings'],
  },
  {
    path: '/pages/about/index',
    title: 'about.title',
    page: () => import('../../pages/about/index'),
    texts: ['settings'],
  },
  {
    path: '/pages/security/index',
    title: 'security.title',
    page: () => import('../../pages/security/index'),
    requiresLogin: true,
    texts: ['funds', 'wallet'],
  },
];
