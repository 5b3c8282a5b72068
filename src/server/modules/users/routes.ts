import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toE164 } from '../../../core/schemas/fields';
import {
  checkEmailRequest,
  checkInviteRequest,
  checkMobileRequest,
  forgetRequest,
  loginRequest,
  nicknameRequest,
  registerRequest,
  updatePasswordRequest,
  updatePayPasswordRequest,
} from '../../../core/schemas/user';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/errors';
import { bodyOf, userAgentOf } from '../../http/requestContext';
import type { SessionService } from '../sessions/service';
import type { AccountService } from './account';
import { findByEmail, findByInviteCode, findByPhone } from './lookup';
import type { RequestMeta, UserService } from './service';

type Deps = { db: Db; users: UserService; account: AccountService; sessions: SessionService };

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: userAgentOf(request),
});

export function userRoutes(app: FastifyInstance, { db, users, account, sessions }: Deps) {
  app.post('/user/register', async (request) => {
    const input = registerRequest.parse(bodyOf(request));
    return ok(await users.register(input, metaOf(request)));
  });

  app.post('/user/login', async (request) => {
    const { account: name, password } = loginRequest.parse(bodyOf(request));
    return ok(await users.login(name, password, metaOf(request)));
  });

  app.post('/user/logout', async (request) => {
    const auth = requireSession(request);
    await sessions.revoke(auth.sessionId);
    return ok(null);
  });

  app.post('/user/forget', async (request) => {
    await users.resetPassword(forgetRequest.parse(bodyOf(request)));
    return ok(null);
  });

  app.post('/user/checkExtcode', async (request) => {
    const { invite_code } = checkInviteRequest.parse(bodyOf(request));
    if (!(await findByInviteCode(db, invite_code))) throw new AppError('errors.invite_invalid');
    return ok({ valid: true });
  });

  app.post('/user/check_email', async (request) => {
    const { email } = checkEmailRequest.parse(bodyOf(request));
    return ok({ registered: Boolean(await findByEmail(db, email)) });
  });

  app.post('/user/check_mobile', async (request) => {
    const { phone, area_code } = checkMobileRequest.parse(bodyOf(request));
    const e164 = toE164(area_code, phone);
    if (!e164) throw new AppError('errors.phone_invalid');
    return ok({ registered: Boolean(await findByPhone(db, e164)) });
  });

  app.get('/user/center', async (request) => ok(await account.profile(requireSession(request).userId)));

  app.get('/user/userLog', async (request) => ok(await account.loginHistory(requireSession(request).userId)));

  app.post('/user/has_password', async (request) => {
    const user = await account.profile(requireSession(request).userId);
    return ok({ login: user.has_password, pay: user.has_pay_password });
  });

  app.post('/user/nickname', async (request) => {
    const auth = requireSession(request);
    const { nickname } = nicknameRequest.parse(bodyOf(request));
    return ok(await account.setNickname(auth.userId, nickname));
  });

  app.post('/safe/update_password', async (request) => {
    const auth = requireSession(request);
    await account.changePassword(auth, updatePasswordRequest.parse(bodyOf(request)));
    return ok(null);
  });

  app.post('/user/e_pwd', async (request) => {
    const auth = requireSession(request);
    await account.changePayPassword(auth.userId, updatePayPasswordRequest.parse(bodyOf(request)));
    return ok(null);
  });
}
