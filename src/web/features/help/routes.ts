import type { FeatureRoute } from '../../ui/page/routeManifest';

// Every help screen brings the feature's texts (locales/help/*); the title is the menu's label.
// Feedback's photo upload says its failures with the funds texts (errors.upload_*).
const TEXTS = ['help'];
const TITLE = 'menu.help';

export const helpRoutes: FeatureRoute[] = [
  {
    path: '/pages/help/center/index',
    title: TITLE,
    page: () => import('../../pages/help/center/index'),
    texts: TEXTS,
  },
  {
    path: '/pages/help/center/faq',
    title: TITLE,
    page: () => import('../../pages/help/center/faq'),
    texts: TEXTS,
  },
  {
    path: '/pages/help/center/feedback',
    title: TITLE,
    page: () => import('../../pages/help/center/feedback'),
    requiresLogin: true,
    texts: [...TEXTS, 'funds'],
  },
];
