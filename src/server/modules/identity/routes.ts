import * as calls from '../../../core/calls/identity';
import { route, type Route } from '../../http/calls';
import type { AccountService } from '../users';
import type { WalletService } from '../wallets';
import type { IdentityService } from './service';

type Deps = { identity: IdentityService; account: AccountService; wallets: WalletService };

/** Spec §7: `user/real_name` (basic), `user/real_name2` (advanced), `GET user/center2`. */
export function identityRoutes({ identity, account, wallets }: Deps): Route[] {
  return [
    route(calls.basic, (input, { session }) => identity.submitBasic(session.userId, input)),

    route(calls.advanced, (input, { session }) => identity.submitAdvanced(session.userId, input)),

    route(calls.center, async (_, { session }) => {
      const { userId } = session;
      const [levels, user, bound] = await Promise.all([
        identity.levels(userId),
        account.profile(userId),
        wallets.list(userId),
      ]);
      return {
        ...levels,
        security: {
          has_password: user.has_password,
          has_pay_password: user.has_pay_password,
          email: user.email,
          phone: user.phone,
          area_code: user.area_code,
          wallets: bound,
        },
      };
    }),
  ];
}
