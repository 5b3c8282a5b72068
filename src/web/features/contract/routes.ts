import type { FeatureRoute } from '../../ui/page/routeManifest';
import { OptionsIcon } from '../../ui/EntryIcons';

// The contract screen brings its texts (locales/contract/*), the pair sheet's and 24h figures'
// (locales/trade/*, shared with spot) and the K-line panel's (locales/chart/*).
const CONTRACT_TEXTS = ['contract', 'trade', 'chart'];

export const contractRoutes: FeatureRoute[] = [
  {
    path: '/pages/contract/index',
    title: 'contract.title',
    page: () => import('../../pages/contract/index'),
    texts: CONTRACT_TEXTS,
    // Screens.md's bar: Home · Spot · Futures (contracts and options) · Finance · Assets. The tab
    // opens contracts; the options screen, a switch away, keeps it lit.
    tab: {
      labelKey: 'tab.contracts_options',
      Icon: OptionsIcon,
      order: 20,
      alsoOn: ['/pages/option/index'],
    },
  },
];
