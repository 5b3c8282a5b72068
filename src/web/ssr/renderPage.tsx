import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core/languages';
import type { FirstData } from '../../core/firstData';
import { seedQueries } from '../app/firstData';
import { App, preloadScreen } from '../App';
import { ROUTES } from '../shell/routes';
import { TabBar } from '../shell/TabBar';
import { RouteShell } from '../ui/page/RouteShell';
import { routeSourceFile } from '../ui/page/routeManifest';
import { drawnChoicesIn, drawWithChoices } from '../ui/hooks/drawnChoices';

/**
 * The server's side of first paint (built by Vite into dist/.ssr/, loaded by
 * src/server/http/webApp.ts): a start screen rendered to markup in the reader's language, which
 * the app's main.tsx then hydrates.
 */

/** The screens the app starts on (App.tsx's START_PAGES): ready without a lazy download. */
const START_SCREENS = ['/', '/pages/index/index'];
/**
 * Lazy screens drawn here too: their largest text is what a reader waits for (login's form, spot
 * trade's last price, the contracts' mark price, the options' price once the page carries their
 * periods, not their titles). The page asks for their code beside the app's, and React takes the
 * markup over once it has arrived (until then the server's markup stays as drawn).
 */
const LAZY_PATHS_TO_DRAW = [
  '/pages/user/login/login',
  '/pages/trade/index',
  '/pages/contract/index',
  '/pages/option/index',
  '/pages/finance/index',
];

// Every language's start-up texts, and every feature's (the browser loads those with a screen).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json', {
  eager: true,
});
const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../../locales/*/*.json', '!../../../locales/server/*.json'],
  { eager: true },
);
const resources = Object.fromEntries(
  Object.entries(bundles).map(([file, { default: texts }]) => [
    file.replace(/^.*\/(.+)\.json$/, '$1'),
    { translation: texts },
  ]),
);

// The same settings as the browser's initI18n, so both sides write the same texts.
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  initAsync: false,
} as Parameters<typeof i18next.init>[0]);

// Deep merge, as the browser does: a feature file may add keys to a namespace of the main file.
for (const [file, { default: texts }] of Object.entries(featureBundles)) {
  const lang = file.replace(/^.*\/(.+)\.json$/, '$1');
  i18next.addResourceBundle(lang, 'translation', texts, true, true);
}

/** Switches the texts to `lang`: at once, with every language's texts loaded. */
function switchTexts(lang: Language): void {
  void i18next.changeLanguage(lang);
  if (i18next.language !== lang) throw new Error(`could not switch the server's texts to ${lang}`);
}

/**
 * The markup of the screen at `url` (one of SERVER_RENDERED_PATHS), signed out, in `lang`.
 * Rendering is synchronous, so no other page's render can see the language switch.
 */
export function renderPage(url: string, lang: Language, data: FirstData, cookieHeader?: string): string {
  switchTexts(lang);
  drawWithChoices(drawnChoicesIn(cookieHeader));
  const queryClient = new QueryClient();
  seedQueries(queryClient, data);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A lazy screen renders only once React has seen its code arrive: render each once (which starts
// the download), wait for it, and every later render is complete and synchronous. A screen that
// still cannot be drawn here (it reads the browser's storage while rendering, say) is sent as its
// shell, as any other route, rather than stopping the server.
const drawnLazyScreens: string[] = [];
for (const path of LAZY_PATHS_TO_DRAW) {
  renderPage(path, 'en', {});
  await preloadScreen(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A boundary React could not finish is marked "<!--$!-->".
  if (renderPage(path, 'en', {}).includes('<!--$!-->'))
    console.error(`${path} could not be drawn on the server: it is sent as its shell`);
  else drawnLazyScreens.push(path);
}
export const SERVER_RENDERED_PATHS: readonly string[] = [...START_SCREENS, ...drawnLazyScreens];

/** The route the app shows at `url`: its own, else the not-found route. */
function routeAt(url: string) {
  const { pathname } = new URL(url, 'http://page');
  return (
    ROUTES.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? ROUTES.find((r) => r.path === '*')
  );
}

/**
 * What a route's lazy screen downloads before it shows, as the build manifest names its sources
 * (relative to src/web): the route file (`routeSourceFile`) and its feature texts in
 * `lang`. The page asks for them beside the app's own files instead of after them.
 */
export function routeSources(url: string, lang: Language): string[] {
  const route = routeAt(url);
  // Start screens are in the app's first files; not-found is off the convention and rare.
  if (!route?.page || route.path === '*') return [];
  return [
    routeSourceFile(route.path),
    ...(route.texts ?? []).map((feature) => `../../locales/${feature}/${lang}.json`),
  ];
}

/**
 * Any other route's shell in `lang`: the navigation bar with the route's title and a skeleton
 * (the tab bar too on a tab's route), what the app shows itself while the screen downloads.
 */
export function renderShell(url: string, lang: Language): string {
  switchTexts(lang);
  const route = routeAt(url);
  return renderToString(
    <StaticRouter location={url}>
      <div className="tw-app">
        <RouteShell title={route?.title ? i18next.t(route.title) : ''} />
        <TabBar />
      </div>
    </StaticRouter>,
  );
}
