import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import 'react-vant/es/styles/base.css';
import './styles/app.css';
import { currentLanguage, initI18n } from './app/i18n';
import { pageFirstData, seedQueries } from './app/firstData';
import { App } from './App';
import { yieldToMain } from './app/yieldToMain';
import { keepSignedInHint } from './api/session/storage';

// zod probes for eval (`new Function`) the first time it checks an object, to compile faster
// checks; the CSP forbids eval and reports even the caught probe. zod keeps its settings on this
// global and adopts one made before it loads. (zod's own config() would pull 3.9 KB of zod into
// home.) The browser tests' CSP guard fails if this stops working.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// A session kept from before the hint existed, or ended in another tab, is told to the server.
keepSignedInHint();

// The API client already toasts every failure; retrying would toast it again.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

// Start-up in short tasks (the page is already drawn; a long task would hold a tap on it).
await yieldToMain();
await initI18n();
await yieldToMain();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Plain (not transition) route updates, so that flushSync can apply a navigation at once. */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);
// The answers the server drew the page from (a shell carries the market list too): the screens
// start from them instead of asking once their code has run.
seedQueries(queryClient, pageFirstData());
await yieldToMain();
// The server drew the start screen (src/web/ssr/renderPage.tsx): take its markup over. A screen
// in another language (a choice stored after the page was made) is drawn afresh instead, and so
// is a route's shell, which the app draws itself anyway, and a page kept offline by the service
// worker and shown for another address.
const drawn = root.dataset;
if (drawn.drawn === 'screen' && drawn.path === location.pathname && drawn.lang === currentLanguage()) {
  // As a transition: React takes the markup over in short slices, so a tap is never kept waiting.
  startTransition(() => void hydrateRoot(root, app));
} else {
  // Also in slices: the first render of a lazy screen is the longest task of start-up.
  startTransition(() => createRoot(root).render(app));
}
