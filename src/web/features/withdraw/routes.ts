import type { FeatureRoute } from '../../ui/page/routeManifest';

// The money screens bring their own texts and form errors (locales/funds/*), and the wallet texts
// (locales/wallet/*) of the flows that send from or link a wallet.
const FUNDS_TEXTS = ['funds', 'wallet'];

export const withdrawRoutes: FeatureRoute[] = [
  {
    path: '/pages/withdraw/index',
    title: 'withdraw.title',
    page: () => import('../../pages/withdraw/index'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/assets/withdraw/index',
    title: 'withdraw.record.list_title',
    page: () => import('../../pages/assets/withdraw/index'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/assets/withdraw/detail',
    title: 'withdraw.record.detail_title',
    page: () => import('../../pages/assets/withdraw/detail'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/user/address/index',
    title: 'address.list_title',
    page: () => import('../../pages/user/address/index'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/user/address/create',
    title: 'address.create_title',
    page: () => import('../../pages/user/address/create'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
  {
    path: '/pages/user/address/bank',
    title: 'bankCard.title',
    page: () => import('../../pages/user/address/bank'),
    requiresLogin: true,
    texts: FUNDS_TEXTS,
  },
];
