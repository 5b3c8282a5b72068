import type { FastifyRequest } from 'fastify';
import * as calls from '../../../core/calls/user';
import { toE164 } from '../../../core/schemas/fields';
import type { Db } from '../../db/client';
import { route, type Route } from '../../http/calls';
import { userAgentOf } from '../../http/requestContext';
import { AppError } from '../../lib/errors';
import type { SessionService } from '../sessions';
import type { AccountService } from './account';
import { findByEmail, findByInviteCode, findByPhone } from './lookup';
import type { RequestMeta, UserService } from './service';

type Deps = { db: Db; users: UserService; account: AccountService; sessions: SessionService };

/** Where a sign-in came from, for the login history. */
const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: userAgentOf(request),
});

/** Accounts: register, sign in and out, recover, check addresses, profile and passwords. */
export function userRoutes({ db, users, account, sessions }: Deps): Route[] {
  return [
    route(calls.register, (input, { request }) => users.register(input, metaOf(request))),

    route(calls.login, ({ account: name, password }, { request }) =>
      users.login(name, password, metaOf(request)),
    ),

    route(calls.logout, async (_, { session }) => {
      await sessions.revoke(session.sessionId);
      return null;
    }),

    route(calls.forget, async (input) => {
      await users.resetPassword(input);
      return null;
    }),

    route(calls.checkInvite, async ({ invite_code }) => {
      if (!(await findByInviteCode(db, invite_code))) throw new AppError('errors.invite_invalid');
      return { valid: true as const };
    }),

    route(calls.checkEmail, async ({ email }) => ({ registered: Boolean(await findByEmail(db, email)) })),

    route(calls.checkMobile, async ({ phone, area_code }) => {
      const e164 = toE164(area_code, phone);
      if (!e164) throw new AppError('errors.phone_invalid');
      return { registered: Boolean(await findByPhone(db, e164)) };
    }),

    route(calls.center, (_, { session }) => account.profile(session.userId)),

    route(calls.loginLog, (_, { session }) => account.loginHistory(session.userId)),

    route(calls.hasPassword, async (_, { session }) => {
      const user = await account.profile(session.userId);
      return { login: user.has_password, pay: user.has_pay_password };
    }),

    route(calls.nickname, ({ nickname }, { session }) => account.setNickname(session.userId, nickname)),

    route(calls.updatePassword, async (input, { session }) => {
      await account.changePassword(session, input);
      return null;
    }),

    route(calls.updatePayPassword, (input, { session }) => account.changePayPassword(session.userId, input)),
  ];
}
