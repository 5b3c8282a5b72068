import type { FeatureRoute } from '../../ui/page/routeManifest';
import { OptionsIcon } from '../../ui/EntryIcons';

// The options screens bring their texts (locales/options/*), the pair sheet's and 24h figures'
// (locales/trade/*, shared with spot) and the K-line panel's (locales/chart/*).
const OPTION_TEXTS = ['options', 'trade', 'chart'];

export const optionsRoutes: FeatureRoute[] = [
  {
    path: '/pages/option/index',
    title: 'option.title',
    page: () => import('../../pages/option/index'),
    texts: OPTION_TEXTS,
    // Screens.md's bar: Home · Spot · Futures (contracts and options) · Finance · Assets.
    tab: { labelKey: 'tab.options', Icon: OptionsIcon, order: 20 },
  },
  {
    path: '/pages/option/history',
    title: 'option.history_title',
    page: () => import('../../pages/option/history'),
    requiresLogin: true,
    texts: OPTION_TEXTS,
  },
  {
    path: '/pages/option/detail',
    title: 'option.detail_title',
    page: () => import('../../pages/option/detail'),
    requiresLogin: true,
    texts: OPTION_TEXTS,
  },
];
