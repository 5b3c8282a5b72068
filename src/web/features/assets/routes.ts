import { BalanceO } from '@react-vant/icons';
import type { FeatureRoute } from '../../ui/page/routeManifest';

// The assets screens share one chunk (screens.ts) and bring their own texts, change-record labels
// and transfer errors (locales/assets/*): home downloads neither. The deposit and withdrawal
// records screen is a money screen (locales/funds/*, locales/wallet/*).
const ASSETS_TEXTS = ['assets'];

export const assetsRoutes: FeatureRoute[] = [
  {
    path: '/pages/account/index',
    title: 'assets.title',
    page: () => import('../../pages/account/index'),
    texts: ASSETS_TEXTS,
    tab: { labelKey: 'tab.assets', Icon: BalanceO, order: 40 },
  },
  {
    path: '/pages/assets/tradeAccount',
    title: 'assets.account_assets',
    page: () => import('../../pages/assets/tradeAccount'),
    requiresLogin: true,
    texts: ASSETS_TEXTS,
  },
  {
    path: '/pages/assets/transferRecord',
    title: 'transfer.record_title',
    page: () => import('../../pages/assets/transferRecord'),
    requiresLogin: true,
    texts: ASSETS_TEXTS,
  },
  {
    path: '/pages/assets/changeRecord',
    title: 'assets.change_record',
    page: () => import('../../pages/assets/changeRecord'),
    requiresLogin: true,
    texts: ASSETS_TEXTS,
  },
  {
    path: '/pages/assets/record',
    title: 'records.title',
    page: () => import('../../pages/assets/record'),
    requiresLogin: true,
    texts: ['funds', 'wallet'],
  },
];
