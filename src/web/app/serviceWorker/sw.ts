import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSET_CACHE,
  isApi,
  isAsset,
  isPage,
  MAX_ASSETS,
  MAX_PAGES,
  PAGE_CACHE,
  PAGE_NETWORK_TIMEOUT_S,
} from './cachePolicy';

/*
 * The service worker (built to /sw.js by vite-plugin-pwa; see docs/decisions.md, "Service
 * worker: what it keeps and why"). The tsconfig has the DOM's types, not a worker's: the few
 * worker APIs used here are typed below.
 */
type FetchEventLike = Event & { request: Request };
type WorkerScope = {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

// First of all listeners, so before any route is looked at: /api (calls and the WebSocket's
// handshake) is left to the browser, as if there were no worker — never answered from a cache,
// never stored in one.
worker.addEventListener('fetch', (event) => {
  if (isApi(new URL(event.request.url))) event.stopImmediatePropagation();
});

// What home needs to start (the files the built page names, the icons and the web manifest):
// the build filters the list (vite.config.ts), the wallet chunks are not in it.
// (Spelt `self.__WB_MANIFEST`, the placeholder the build looks for.)
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other build file as it is first fetched: the name changes with the content.
registerRoute(
  ({ url }) => isAsset(url, origin),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSETS, purgeOnQuotaError: true })],
  }),
);

// The page is the server's, per request and per language: the network's answer first, kept;
// the kept one when the network fails or is slow; and for an address never visited offline,
// the last page kept (the app routes on the phone).
const lastPageKept = async (): Promise<Response | undefined> => {
  const cache = await caches.open(PAGE_CACHE);
  const last = (await cache.keys()).at(-1);
  return last ? cache.match(last, { ignoreVary: true }) : undefined;
};
registerRoute(
  ({ request, url }) => isPage(request, url, origin),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    // The page varies on Cookie and Accept-Language, which a worker's request never shows.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: MAX_PAGES }), { handlerDidError: lastPageKept }],
  }),
);

// A new version waits until the user agrees (register.ts asks); the first one takes the page
// at once, so the first visit's own requests are kept.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
clientsClaim();
