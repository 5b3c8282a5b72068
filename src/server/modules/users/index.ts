import type { ServerModule } from '../module';
import { createAccountService, type AccountService } from './account';
import { userRoutes } from './routes';
import { createUserService, type UserService } from './service';

export type { RequestMeta } from './service';
export { assertFundPasswordSet, lockedMinutes, verifyFundPassword } from './fundPassword';
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

/** Registration, login by e-mail, phone or username, the account and its passwords. */
export const usersModule: ServerModule = {
  name: 'users',
  setup({ db, clock, config, use }) {
    const sessions = use('sessions');
    const users = createUserService({ db, clock, config, codes: use('codes'), sessions });
    const account = createAccountService({ db, sessions });
    return { services: { users, account }, routes: userRoutes({ db, users, account, sessions }) };
  },
};
