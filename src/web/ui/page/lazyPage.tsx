import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { Loading } from 'react-vant/es/loading/index.js';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/loading/style/index.css';
import { RouteShell } from './RouteShell';
import { markScreenShown } from '../../app/screenShown';

/** Spec §9: a page script that has not arrived after 120 s counts as failed. */
export const PAGE_SCRIPT_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page script timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function PageSpinner() {
  return (
    <div className="tw-center" data-testid="page-spinner">
      <Loading type="spinner" />
    </div>
  );
}

/** Renders nothing; says the lazy screen beside it is React's now (held taps may go to it). */
function Shown() {
  useEffect(markScreenShown, []);
  return null;
}

function PageLoadFailed() {
  const { t } = useTranslation();
  useEffect(markScreenShown, []);
  // Browsers remember a failed module import, so a retry reloads the document (and picks up a
  // newer build if one was deployed meanwhile).
  return (
    <div className="tw-center" role="alert" data-testid="page-load-failed">
      <p>{t('errors.page_load')}</p>
      <Button type="primary" size="small" round onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
      <button type="button" className="tw-link" onClick={() => window.location.assign('/pages/index/index')}>
        {t('not_found.home')}
      </button>
    </div>
  );
}

/** The route's shell while its screen downloads: its title (a start-up text), else a spinner. */
function Waiting({ title }: { title?: string }) {
  const { t } = useTranslation();
  return title ? <RouteShell title={t(title)} /> : <PageSpinner />;
}

/** A lazily loaded screen, which can also be asked to load ahead of its first render. */
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/** A screen whose code is downloaded when it is first opened; its shell shows meanwhile. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, title?: string): LazyScreen {
  // One download, whether the first render or a preload asks first (the server renders a few
  // screens and waits for their code before its first page; src/web/ssr/renderPage.tsx).
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= withTimeout(load(), PAGE_SCRIPT_TIMEOUT_MS));
  const Screen = lazy(loadOnce);
  function LazyScreen() {
    return (
      <ErrorBoundary FallbackComponent={PageLoadFailed}>
        <Suspense fallback={<Waiting title={title} />}>
          <Screen />
          <Shown />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(LazyScreen, { preload: loadOnce });
}
