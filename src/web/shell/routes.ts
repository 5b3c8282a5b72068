import type { FeatureRoute } from '../ui/page/routeManifest';
import { setTabPages } from '../api/session/loginRedirect';
import { assetsRoutes } from '../features/assets/routes';
import { contractRoutes } from '../features/contract/routes';
import { depositRoutes } from '../features/deposit/routes';
import { homeRoutes } from '../features/home/routes';
import { noticesRoutes } from '../features/notices/routes';
import { optionsRoutes } from '../features/options/routes';
import { sessionRoutes } from '../features/session/routes';
import { settingsRoutes } from '../features/settings/routes';
import { spotRoutes } from '../features/spot/routes';
import { stocksRoutes } from '../features/stocks/routes';
import { supportRoutes } from '../features/support/routes';
import { verificationRoutes } from '../features/verification/routes';
import { withdrawRoutes } from '../features/withdraw/routes';

/** Every feature's routes: App.tsx builds the route table from them, TabBar.tsx the tab bar. */
export const ROUTES: FeatureRoute[] = [
  ...homeRoutes,
  ...sessionRoutes,
  ...spotRoutes,
  ...contractRoutes,
  ...optionsRoutes,
  ...stocksRoutes,
  ...assetsRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
  ...verificationRoutes,
  ...settingsRoutes,
  ...supportRoutes,
  ...noticesRoutes,
];

/**
 * The tab bar: home, spot, futures, finance, assets — each added by its feature's manifest when
 * its screen exists. A bar is shown only once there are two tabs to switch between.
 */
export const TABS = ROUTES.flatMap(({ path, tab }) => (tab ? [{ path, ...tab }] : [])).sort(
  (a, b) => a.order - b.order,
);

// Login sends the user back to a tab page with the spec's `backtype` 2: the tabs are these.
setTabPages(TABS.flatMap((tab) => [tab.path, ...(tab.alsoOn ?? [])]));
