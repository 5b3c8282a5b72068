import { WapHomeO } from '@react-vant/icons';
import type { FeatureRoute } from '../../ui/page/routeManifest';

// The app starts on the entry and home screens: App.tsx imports them statically (the first chunk),
// so a lazy import here would only split them into a second download.
export const homeRoutes: FeatureRoute[] = [
  { path: '/' },
  { path: '/pages/index/index', tab: { labelKey: 'tab.home', Icon: WapHomeO, order: 0 } },
  { path: '*', title: 'not_found.title', page: () => import('../../pages/notFound') },
];
