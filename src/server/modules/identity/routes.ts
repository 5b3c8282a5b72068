import type { FastifyInstance } from 'fastify';
import { realName2Request, realNameRequest, type VerificationCenter } from '../../../core/schemas/identity';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { AccountService } from '../users/account';
import type { WalletService } from '../wallets/service';
import type { IdentityService } from './service';

type Deps = { identity: IdentityService; account: AccountService; wallets: WalletService };

/** Spec §7: `user/real_name` (basic), `user/real_name2` (advanced), `GET user/center2`. */
export function identityRoutes(app: FastifyInstance, { identity, account, wallets }: Deps) {
  app.post('/user/real_name', async (request) => {
    const auth = requireSession(request);
    return ok(await identity.submitBasic(auth.userId, realNameRequest.parse(bodyOf(request))));
  });

  app.post('/user/real_name2', async (request) => {
    const auth = requireSession(request);
    return ok(await identity.submitAdvanced(auth.userId, realName2Request.parse(bodyOf(request))));
  });

  app.get('/user/center2', async (request) => {
    const { userId } = requireSession(request);
    const [levels, user, bound] = await Promise.all([
      identity.levels(userId),
      account.profile(userId),
      wallets.list(userId),
    ]);
    const data: VerificationCenter = {
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
    return ok(data);
  });
}
