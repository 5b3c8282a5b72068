import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core/languages';
import type { FirstData } from '../../core/firstData';
import { seedQueries } from '../features/home/firstData';
import { App } from '../App';

/**
 * The server's side of first paint (built by Vite into dist/.ssr/, loaded by
 * src/server/http/webApp.ts): a start screen rendered to markup in the reader's language, which
 * the app's main.tsx then hydrates.
 */

/** The screens the app starts on (App.tsx's START_PAGES): ready without a lazy download. */
export const SERVER_RENDERED_PATHS: readonly string[] = ['/', '/pages/index/index'];

// Every language's start-up texts; the screens' own texts arrive with their lazy screens.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json', {
  eager: true,
});
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

/** The markup of the screen at `url` (one of SERVER_RENDERED_PATHS), signed out, in `lang`. */
export function renderPage(url: string, lang: Language, data: FirstData): string {
  // With every language's texts loaded this switches at once; rendering is synchronous, so no
  // other page's render can see the switch.
  void i18next.changeLanguage(lang);
  if (i18next.language !== lang) throw new Error(`could not switch the server's texts to ${lang}`);
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
