import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LeftMenuProvider } from './shell/LeftMenu';
import { setNavigator } from './api/navigation';
import { TabBar } from './shell/TabBar';
import { UiKitTexts } from './shell/UiKitTexts';
import { lazyPage, type LazyScreen } from './ui/page/lazyPage';
import { RequireLogin } from './shell/RequireLogin';
import { ROUTES } from './shell/routes';
import type { FeatureRoute } from './ui/page/routeManifest';
import { withFeatureTexts } from './app/i18n';
import { APP_STARTED_MARK } from '../core/firstData';
import { startServiceWorkerAfterFirstRender } from './app/serviceWorker/startAfterFirstRender';
import { replayEarlyTap } from './app/earlyTaps';
import { whenScreenShown } from './app/screenShown';
import { getSessionWallet, subscribeSession } from './api/session/storage';
import EntryPage from './pages/entry';
import HomePage from './pages/index/index';

// The app starts on these: they ship in the first chunk instead of arriving as a second download
// (their manifest entries in features/home/routes.ts carry no lazy page).
const START_PAGES: Record<string, ComponentType> = { '/': EntryPage, '/pages/index/index': HomePage };

// Lazy screens by path, for the server, which renders some of them (preloadScreen).
const LAZY_SCREENS = new Map<string, LazyScreen>();

/** The route's screen: its code and its feature texts download together when it is first opened. */
function screenOf({ path, page, title, texts = [] }: FeatureRoute): ComponentType {
  const start = START_PAGES[path];
  if (start) return start;
  if (!page) throw new Error(`route ${path} has no page`);
  const load = texts.reduceRight((next, feature) => () => withFeatureTexts(feature, next), page);
  const screen = lazyPage(load, title);
  LAZY_SCREENS.set(path, screen);
  return screen;
}

/** Loads the code (and texts) of the lazy screen at `path`; nothing to do for a start screen. */
export async function preloadScreen(path: string): Promise<void> {
  await LAZY_SCREENS.get(path)?.preload();
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
    <UiKitTexts>
      <LeftMenuProvider>
        <Outlet />
        <TabBar />
        {walletSession && (
          <Suspense fallback={null}>
            <WalletSessionNotice />
          </Suspense>
        )}
      </LeftMenuProvider>
    </UiKitTexts>
  );
}

// Built once: <Routes> children would be turned into these on every render of the app.
const SCREEN_ROUTES: RouteObject[] = ROUTES.map((route) => {
  const Screen = screenOf(route);
  const screen = <Screen />;
  return { path: route.path, element: route.requiresLogin ? <RequireLogin>{screen}</RequireLogin> : screen };
});
const NOT_FOUND_ROUTE = SCREEN_ROUTES.find((route) => route.path === '*')!;
const SHELL = <Shell />;

// The router flattens and ranks the whole table on every render to match the address (about
// 15 ms while home starts, one task). Every path is a plain one, so the table handed to it holds
// just the route for this address: react-router still does the matching (case, trailing slash).
const normalPath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const treeOf = (screen: RouteObject): RouteObject[] => [{ element: SHELL, children: [screen] }];
const TREE_BY_PATH = new Map(SCREEN_ROUTES.map((route) => [normalPath(route.path!), treeOf(route)]));
const NOT_FOUND_TREE = treeOf(NOT_FOUND_ROUTE);
const routeTreeFor = (pathname: string) => TREE_BY_PATH.get(normalPath(pathname)) ?? NOT_FOUND_TREE;

/** Routes are the spec's history-mode paths (features/<f>/routes.ts); each route file lives where its URL says. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  // From here on taps work: the first-paint test and the Lighthouse bench measure up to this.
  // A tap made on the server's page meanwhile is answered now. Offline starts and update offers
  // come after it, not as part of start-up.
  useEffect(() => {
    performance.mark(APP_STARTED_MARK);
    // A lazy screen the server drew is React's only once its code has arrived: a tap held on it
    // waits for that (a start screen, or a shell the app has replaced, is answered now).
    const drawnLazy =
      document.getElementById('root')?.dataset.drawn === 'screen' &&
      !START_PAGES[normalPath(location.pathname)];
    // Replayed in a task of its own: the screen's first effects run while React still holds the
    // server's view of the reader (signed out), and its re-render with the stored session comes
    // right after them. A tap replayed before that reached the signed-out handler (options' "up"
    // sent a signed-in reader to log in).
    if (drawnLazy) whenScreenShown(() => setTimeout(replayEarlyTap, 0));
    else replayEarlyTap();
    startServiceWorkerAfterFirstRender();
  }, []);
  return useRoutes(routeTreeFor(useLocation().pathname));
}
