import type { FeatureRoute } from '../../ui/page/routeManifest';
import { FinanceIcon } from '../../ui/EntryIcons';

// Every finance screen brings the finance texts (locales/finance/*).
const FINANCE_TEXTS = ['finance'];

export const financeRoutes: FeatureRoute[] = [
  {
    // The spec's "financial management" tab: locked funds now, the next wealth products beside them.
    path: '/pages/finance/index',
    title: 'tab.finance',
    page: () => import('../../pages/finance/index'),
    texts: FINANCE_TEXTS,
    tab: { labelKey: 'tab.finance', Icon: FinanceIcon, order: 30 },
  },
  {
    path: '/pages/trust/index',
    title: 'tab.finance',
    page: () => import('../../pages/trust/index'),
    texts: FINANCE_TEXTS,
  },
  {
    path: '/pages/trust/detail',
    title: 'tab.finance',
    page: () => import('../../pages/trust/detail'),
    texts: FINANCE_TEXTS,
  },
  {
    path: '/pages/trust/orders',
    title: 'tab.finance',
    page: () => import('../../pages/trust/orders'),
    requiresLogin: true,
    texts: FINANCE_TEXTS,
  },
  {
    path: '/pages/trust/rules',
    title: 'tab.finance',
    page: () => import('../../pages/trust/rules'),
    texts: FINANCE_TEXTS,
  },
];
