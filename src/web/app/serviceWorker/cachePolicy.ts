/**
 * Which requests the service worker (sw.ts) may keep, shared with the page's cache warm-up
 * (register.ts). /api — its calls and its WebSocket — is never kept nor answered from a cache:
 * an answer there is about money and must come from the server or not at all.
 */
export const PAGE_CACHE = 'tw-pages';
export const ASSET_CACHE = 'tw-assets';
/** Hashed build files a phone keeps, oldest dropped first: wallet chunks are large. */
export const MAX_ASSETS = 150;
/** Pages kept for offline starts, one per address visited. */
export const MAX_PAGES = 20;
/** How long a page request waits for the network before the kept page is shown. */
export const PAGE_NETWORK_TIMEOUT_S = 3;

export const isApi = (url: URL): boolean => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** A content-hashed build file (`/assets/name-hash.js`): never changes, kept as first fetched. */
export const isAsset = (url: URL, origin: string): boolean =>
  url.origin === origin && url.pathname.startsWith('/assets/');

/** A request for the app's page: a navigation, or (warm-up) a request that asks for HTML. */
export const isPage = (request: Request, url: URL, origin: string): boolean =>
  url.origin === origin &&
  request.method === 'GET' &&
  !isApi(url) &&
  !url.pathname.startsWith('/assets/') &&
  (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html'));
