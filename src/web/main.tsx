import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import 'react-vant/es/styles/base.css';
import './styles/app.css';
import { initI18n } from './app/i18n';
import { startServiceWorkerAfterFirstRender } from './app/serviceWorker/startAfterFirstRender';
import { App } from './App';

// zod probes for eval (`new Function`) the first time it checks an object, to compile faster
// checks; the CSP forbids eval and reports even the caught probe. zod keeps its settings on this
// global and adopts one made before it loads. (zod's own config() would pull 3.9 KB of zod into
// home.) The browser tests' CSP guard fails if this stops working.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// The API client already toasts every failure; retrying would toast it again.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Plain (not transition) route updates, so that flushSync can apply a navigation at once. */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

// Offline starts and update offers: loaded after home has painted, not part of start-up.
startServiceWorkerAfterFirstRender();
