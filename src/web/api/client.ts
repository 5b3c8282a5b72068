import type { CallId } from '../../core/calls/all';
import { readEnvelope } from '../../core/envelope';
import type { Endpoint, EndpointInput, EndpointResult } from './endpoint';

export const REQUEST_TIMEOUT_MS = 60_000;
export const LOADING_DELAY_MS = 200;
export const LOGIN_REDIRECT_DELAY_MS = 1_000;

export type ApiUi = {
  showLoading(): void;
  hideLoading(): void;
  toast(message: string): void;
};

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getLanguage(): string;
  getToken(): string | null;
  /** Translated fallbacks for failures that carry no server message. */
  text: { error: string; timeout: string; network: string };
  ui: ApiUi;
  /**
   * Spec §4: show the server's message, clear the session, announce `notLogin`, go to login
   * (after the delay). Several calls can fail at once; the handler acts once per lost session.
   */
  onNotLoggedIn(message: string): void;
  /** Told after every call whether the server answered (any answer) or could not be reached. */
  onReachable?(reachable: boolean): void;
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'failed' | 'notLoggedIn' | 'timeout' | 'network',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  /** No loading indicator (background refreshes). */
  quiet?: boolean;
  /** The caller shows the failure itself. */
  noToast?: boolean;
};

type Params = Record<string, string | number | boolean | null | undefined>;

/** The input may be left out when the call needs none (every field optional). */
type CallArgs<Id extends CallId> =
  Record<string, never> extends EndpointInput<Id>
    ? [input?: EndpointInput<Id>, options?: RequestOptions]
    : [input: EndpointInput<Id>, options?: RequestOptions];

function encode(data: Params | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/**
 * The one way the web app talks to /api (spec §7): form-encoded bodies, `language-mark` and
 * `Authorization` on every request, a loading indicator only after 200 ms, a 60 s timeout, and
 * the envelope's success rule. Every failure is toasted unless the caller asks not to.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    data?: Params,
    options: RequestOptions = {},
  ) {
    const headers: Record<string, string> = { 'language-mark': deps.getLanguage() };
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    const form = encode(data);
    let url = `${deps.baseUrl}/${path.replace(/^\//, '')}`;
    let body: string | undefined;
    if (method === 'GET') {
      const query = form.toString();
      if (query) url += `?${query}`;
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = form.toString();
    }

    let loadingShown = false;
    const loadingTimer = options.quiet
      ? null
      : setTimeout(() => {
          loadingShown = true;
          deps.ui.showLoading();
        }, LOADING_DELAY_MS);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);

    const fail = (error: ApiError): never => {
      if (!options.noToast && error.message) deps.ui.toast(error.message);
      throw error;
    };

    try {
      let response: Response;
      try {
        response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
      } catch {
        if (!controller.signal.aborted) deps.onReachable?.(false);
        return fail(
          controller.signal.aborted
            ? new ApiError(deps.text.timeout, 'timeout')
            : new ApiError(deps.text.network, 'network'),
        );
      }
      deps.onReachable?.(true);
      const json: unknown = await response.json().catch(() => null);
      const outcome = readEnvelope<T>(json);
      if (outcome.kind === 'data') return outcome.data;
      if (outcome.kind === 'notLoggedIn') {
        deps.onNotLoggedIn(outcome.message || deps.text.error);
        throw new ApiError(outcome.message, 'notLoggedIn');
      }
      return fail(new ApiError(outcome.message ?? deps.text.error, 'failed'));
    } finally {
      clearTimeout(timeout);
      if (loadingTimer) clearTimeout(loadingTimer);
      if (loadingShown) deps.ui.hideLoading();
    }
  }

  return {
    /**
     * Makes one declared call: `endpoint` from ./endpoints, `input` typed as the call's request,
     * the result as its response.
     */
    call: <Id extends CallId>(endpoint: Endpoint<Id>, ...[input, options]: CallArgs<Id>) => {
      const space = endpoint.indexOf(' ');
      const method = endpoint.slice(0, space) as 'GET' | 'POST' | 'PUT';
      return request<EndpointResult<Id>>(method, endpoint.slice(space + 1), input as Params, options);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
