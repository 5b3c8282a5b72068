import { Toast } from 'react-vant/es/toast/index.js';
import 'react-vant/es/toast/style/index.css';
import { currentLanguage, t } from '../app/i18n';
import { clearSession, getToken } from './session/storage';
import { loginUrlFor } from './session/loginRedirect';
import { currentPath, navigateTo } from './navigation';
import { createApiClient, LOGIN_REDIRECT_DELAY_MS } from './client';
import { reportServerReachable } from './networkStatus';

// One indicator for all slow requests: it goes when the last of them is answered.
let loading: ReturnType<typeof Toast.loading> | null = null;
let slowRequests = 0;
let redirecting = false;

/** Spec §4: toast, clear the session, announce `notLogin`, then go to login after 1 s. */
export function handleNotLoggedIn(message: string): void {
  // The first failed call handles the lost session; the others of the same moment find none.
  if (!getToken()) return;
  Toast({ message, duration: 2500 });
  clearSession();
  window.dispatchEvent(new CustomEvent('notLogin'));
  if (redirecting) return;
  redirecting = true;
  const target = loginUrlFor(currentPath());
  setTimeout(() => {
    redirecting = false;
    navigateTo(target);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** The app's API client, wired to the router, the session store and react-vant's toasts. */
export const api = createApiClient({
  baseUrl: '/api',
  fetch: (...args) => fetch(...args),
  getLanguage: currentLanguage,
  getToken,
  text: {
    get error() {
      return t('errors.generic');
    },
    get timeout() {
      return t('errors.timeout');
    },
    get network() {
      return t('errors.network');
    },
  },
  ui: {
    showLoading() {
      slowRequests += 1;
      loading ??= Toast.loading({ message: t('common.loading'), forbidClick: true, duration: 0 });
    },
    hideLoading() {
      slowRequests -= 1;
      if (slowRequests > 0) return;
      loading?.clear();
      loading = null;
    },
    toast(message) {
      Toast({ message, duration: 2500 });
    },
  },
  onNotLoggedIn: handleNotLoggedIn,
  onReachable: reportServerReachable,
});
