import type { ServerModule } from '../module';
import { createSessionService, type SessionService } from './service';

export type { SessionAuth, SessionService } from './service';

declare module '../module' {
  interface Services {
    sessions: SessionService;
  }
}

/** Sessions behind every signed-in call: tokens, lifetime, revocation. */
export const sessionsModule: ServerModule = {
  name: 'sessions',
  setup: ({ db, clock, config }) => ({
    services: { sessions: createSessionService({ db, clock, ttlMs: config.sessionTtlMs }) },
  }),
};
