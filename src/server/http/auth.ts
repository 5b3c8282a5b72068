import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionAuth, SessionService } from '../modules/sessions';
import { NotLoggedInError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionAuth | null;
  }
}

/** The token travels in `Authorization`, bare (as the spec's client sends it) or as a Bearer. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** Resolves the session on every request; protected routes then call `requireSession`. */
export function registerSessionLookup(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const token = tokenOf(request);
    request.session = token ? await sessions.resolve(token) : null;
  });
}

export function requireSession(request: FastifyRequest): SessionAuth {
  if (!request.session) throw new NotLoggedInError();
  return request.session;
}
