import type { ServerModule } from '../module';
import { verificationCommands } from './ops';
import { identityRoutes } from './routes';
import { createIdentityService, type IdentityService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An operator decided a verification; a rejection's reason is for the user. */
    'verification.decided': {
      userId: number;
      verificationId: number;
      level: 'basic' | 'advanced';
      status: 'approved' | 'rejected';
      reason: string;
    };
  }
}

export { isVerified } from './status';

declare module '../module' {
  interface Services {
    identity: IdentityService;
  }
}

/** Identity verification: basic and advanced submissions, reviewed by operators. */
export const identityModule: ServerModule = {
  name: 'identity',
  after: ['uploads', 'wallets', 'users'],
  opsCommands: verificationCommands,
  setup({ db, clock, use }) {
    const identity = createIdentityService({ db, clock, uploads: use('uploads') });
    return {
      services: { identity },
      routes: identityRoutes({ identity, account: use('account'), wallets: use('wallets') }),
    };
  },
};
