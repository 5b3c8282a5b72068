import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { config as zodConfig } from 'zod/v4/core';
import 'react-vant/es/styles/base.css';
import './styles/app.css';
import { initI18n } from './app/i18n';
import { App } from './App';

// zod would probe for eval (`new Function`) to compile faster checks; the app's CSP forbids eval,
// and the probe alone is reported as a violation. Forms are small: the plain checks are enough.
zodConfig({ jitless: true });

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
