import type { FeatureRoute } from '../../ui/page/routeManifest';

// The US stock screens (one chunk, screens.ts) bring their texts (locales/stocks/*) and the chart's.
const STOCK_TEXTS = ['stocks', 'chart'];

export const stocksRoutes: FeatureRoute[] = [
  {
    path: '/pages/stock/index',
    title: 'stocks.title',
    page: () => import('../../pages/stock/index'),
    texts: STOCK_TEXTS,
  },
  {
    path: '/pages/stock/detail',
    title: 'stocks.title',
    page: () => import('../../pages/stock/detail'),
    texts: STOCK_TEXTS,
  },
];
