import type { ServerModule } from '../module';
import { createSessionService, type SessionService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** A sign-in from a device (or by a method) this account has not signed in from before. */
    'session.new_device': {
      userId: number;
      loginId: number;
      method: string;
      device: string;
      ip: string;
      at: Date;
    };
  }
}

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
