import type { FastifyInstance } from 'fastify';
import * as calls from '../../../core/calls/referral';
import type { Language } from '../../../core/languages';
import { acceptCall, route, type Route } from '../../http/calls';
import type { ReferralService } from './service';

/** Spec §7 promotion calls (`user/invite`, `my_share`, `invite_list`, …) and `user/share_save`. */
export const referralRoutes = ({ referral }: { referral: ReferralService }): Route[] => [
  route(calls.referralInvite, (_input, { session }) => referral.summary(session.userId)),
  route(calls.referralMyShare, (_input, { session }) => referral.share(session.userId)),
  route(calls.referralShareSave, ({ kickback }, { session }) => referral.saveShare(session.userId, kickback)),
  route(calls.referralInviteList, () => referral.ranking()),
  route(calls.referralMyInviteList, (page, { session }) => referral.invitees(session.userId, page)),
  route(calls.referralMyAccountReturn, (page, { session }) => referral.lines(session.userId, page)),
];

/** The poster answers its PNG, not the envelope: registered by hand, tagged with its call. */
export async function posterRoute(app: FastifyInstance, { referral }: { referral: ReferralService }) {
  app.get('/user/my_poster', { config: { callId: calls.referralMyPoster.id } }, async (request, reply) => {
    const { input, context } = acceptCall(calls.referralMyPoster, request);
    const png = await referral.poster(context.session.userId, (input.lang ?? request.lang) as Language);
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline; filename="tradewind-invite.png"')
      .send(png);
  });
}
