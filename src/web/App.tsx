import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LeftMenuProvider } from './shell/LeftMenu';
import { setNavigator } from './api/navigation';
import { TabBar } from './shell/TabBar';
import { lazyPage } from './ui/page/lazyPage';
import { RequireLogin } from './shell/RequireLogin';
import { ROUTES } from './shell/routes';
import type { FeatureRoute } from './ui/page/routeManifest';
import { withFeatureTexts } from './app/i18n';
import { APP_STARTED_MARK } from '../core/firstData';
import { startServiceWorkerAfterFirstRender } from './app/serviceWorker/startAfterFirstRender';
import { replayEarlyTap } from './app/earlyTaps';
import { getSessionWallet, subscribeSession } from './api/session/storage';
import EntryPage from './pages/entry';
import HomePage from './pages/index/index';

// The app starts on these: they ship in the first chunk instead of arriving as a second download
// (their manifest entries in features/home/routes.ts carry no lazy page).
const START_PAGES: Record<string, ComponentType> = { '/': EntryPage, '/pages/index/index': HomePage };

/** The route's screen: its code and its feature texts download together when it is first opened. */
function screenOf({ path, page, title, texts = [] }: FeatureRoute): ComponentType {
  const start = START_PAGES[path];
  if (start) return start;
  if (!page) throw new Error(`route ${path} has no page`);
  const load = texts.reduceRight((next, feature) => () => withFeatureTexts(feature, next), page);
  return lazyPage(load, title);
}

// Downloads (with the wallet texts) only for a session a wallet signed; the server draws none.
const WalletSessionNotice = lazy(() =>
  withFeatureTexts('wallet', () => import('./features/session/WalletSessionNotice')),
);
const hasSessionWallet = () => getSessionWallet() !== null;
const noSessionWalletOnServer = () => false;

function Shell() {
  const walletSession = useSyncExternalStore(subscribeSession, hasSessionWallet, noSessionWalletOnServer);
  return (
    <div className="tw-app">
      <LeftMenuProvider>
        <Outlet />
        <TabBar />
        {walletSession && (
          <Suspense fallback={null}>
            <WalletSessionNotice />
          </Suspense>
        )}
      </LeftMenuProvider>
    </div>
  );
}

// Built once: <Routes> children would be turned into these on every render of the app.
const ROUTE_TREE: RouteObject[] = [
  {
    element: <Shell />,
    children: ROUTES.map((route) => {
      const Screen = screenOf(route);
      const screen = <Screen />;
      return {
        path: route.path,
        element: route.requiresLogin ? <RequireLogin>{screen}</RequireLogin> : screen,
      };
    }),
  },
];

/** Routes are the spec's history-mode paths (features/<f>/routes.ts); each route file lives where its URL says. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  // From here on taps work: the first-paint test and the Lighthouse bench measure up to this.
  // A tap made on the server's page meanwhile is answered now. Offline starts and update offers
  // come after it, not as part of start-up.
  useEffect(() => {
    performance.mark(APP_STARTED_MARK);
    replayEarlyTap();
    startServiceWorkerAfterFirstRender();
  }, []);
  return useRoutes(ROUTE_TREE);
}
