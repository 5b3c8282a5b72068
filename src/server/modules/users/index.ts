import type { ServerModule } from '../module';
import { createAccountService, type AccountService } from './account';
import { createNotifier } from './notices';
import { userRoutes } from './routes';
import { createUserService, type UserService } from './service';

export type { RequestMeta } from './service';
export { assertFundPasswordSet, lockedMinutes, verifyFundPassword } from './fundPassword';
export { verifyActionSecrets } from './actionSecrets';
export { contactOf } from './contact';
export { createNotifier, utcMinute, type Notifier } from './notices';
export { inviterOf } from './invites';
export { findByEmail, findById, findByPhone, isUniqueViolation } from './lookup';
export { maskEmail, maskPhone, toPublicUser } from './present';

export type { AccountService } from './account';

declare module '../module' {
  interface Services {
    users: UserService;
    account: AccountService;
  }
}

declare module '../../events/events' {
  interface AppEvents {
    /** A secret or a payout destination of the account changed (the user is told at once). */
    'security.changed': {
      userId: number;
      change: 'password' | 'pay_password' | 'bank_card' | 'withdrawal_address';
      /** What makes this change one of its own: the changed row's id, or the moment. */
      ref: string;
      at: Date;
    };
    /** A new account, whichever way it was made (registration, a wallet's first sign-in). */
    'user.created': { userId: number };
  }
}

/** Registration, login by e-mail, phone or username, the account and its passwords. */
export const usersModule: ServerModule = {
  name: 'users',
  after: ['sessions', 'codes'],
  setup({ db, clock, config, use, sender, t, log, events }) {
    const sessions = use('sessions');
    const users = createUserService({ db, clock, config, codes: use('codes'), sessions, events });
    const codes = use('codes');
    const notifier = createNotifier({ sender, t, log });
    const account = createAccountService({ db, clock, codes, sessions, notifier });
    return { services: { users, account }, routes: userRoutes({ db, users, account, sessions }) };
  },
};
