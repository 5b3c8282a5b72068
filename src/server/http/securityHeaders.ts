import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { START_AFTER_PAINT_HASH } from './paintFirst';

/**
 * WalletConnect's own services, after its published CSP guidance: the relay (a WebSocket), the
 * RPC and key servers the provider calls, the Verify page it frames, and the wallet pictures its
 * modal shows. Allowed only when the build has a WalletConnect project id.
 */
const WALLETCONNECT_SOURCES = {
  connect: [
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://relay.walletconnect.com',
    'https://relay.walletconnect.org',
    'https://rpc.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://keys.walletconnect.com',
    'https://keys.walletconnect.org',
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://pulse.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://explorer-api.walletconnect.com',
    'https://api.web3modal.com',
    'https://api.web3modal.org',
  ],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
  img: ['https://explorer-api.walletconnect.com', 'https://api.web3modal.com', 'https://api.web3modal.org'],
};

/** HSTS for a year, sent only on a request that came over TLS (behind TRUST_PROXY: the proxy's word). */
export const HSTS_VALUE = 'max-age=31536000';

export type SecurityHeaderOptions = {
  /** Where users open the app: its realtime socket is this host's `/api/ws`. */
  publicOrigin: string;
  /** A WalletConnect project id is configured, so its relay and Verify page are allowed. */
  walletConnect: boolean;
};

/** The socket's origin for a page origin (http → ws, https → wss). */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The app's Content-Security-Policy, directive by directive. Scripts come only from this server
 * (and the start-up script, by its hash), style sheets from it or the page; inline `style`
 * attributes stay allowed because react-vant and the chart set positions and sizes through them
 * (see docs/decisions.md, "Security headers").
 */
export function contentSecurityPolicy({
  publicOrigin,
  walletConnect,
}: SecurityHeaderOptions): Record<string, string[]> {
  const wc = walletConnect ? WALLETCONNECT_SOURCES : { connect: [], frame: [], img: [] };
  return {
    'default-src': ["'self'"],
    // Files from this server, and the one inline script, by its hash: it starts the app after
    // the first paint of a page the server drew (http/paintFirst.ts).
    'script-src': ["'self'", START_AFTER_PAINT_HASH],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons, blob: for the preview of a photo before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...wc.img],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws: in current browsers; older WebViews need the socket's origin spelt out.
    'connect-src': ["'self'", socketOrigin(publicOrigin), ...wc.connect],
    'frame-src': wc.frame.length ? wc.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Wallet sign-in is bound to our domain: no other site may frame the app.
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as a header value (the chart harness in the browser tests serves it too). */
export const cspHeaderValue = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Security headers on every answer (the app, its files, the API, the docs): helmet's set with our
 * CSP, `X-Frame-Options: DENY`, a referrer policy that sends only the origin to other sites, and
 * HSTS only when the request came over TLS, which helmet cannot decide per request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  // Built once: @fastify/helmet built helmet's middleware (parsing the CSP) on every request.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Wallet SDKs may open a popup that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
