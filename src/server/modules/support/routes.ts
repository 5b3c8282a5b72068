import type { FastifyInstance } from 'fastify';
import * as calls from '../../../core/calls/support';
import { acceptCall, route, type Route } from '../../http/calls';
import type { SupportService } from './service';

/** The support chat's calls. */
export const supportRoutes = ({ support }: { support: SupportService }): Route[] => [
  route(calls.supportMessages, (input, { session }) => support.messages(session.userId, input)),
  route(calls.supportSend, (input, { session }) => support.send(session.userId, input)),
  route(calls.supportRead, (_input, { session }) => support.read(session.userId)),
  route(calls.supportUnread, (_input, { session }) => support.unread(session.userId)),
  route(calls.supportHours, () => support.hours()),
];

/** A chat image answers its bytes, not the envelope: registered by hand, tagged with its call. */
export async function supportImageRoute(app: FastifyInstance, { support }: { support: SupportService }) {
  app.get('/support/image', { config: { callId: calls.supportImage.id } }, async (request, reply) => {
    const { input, context } = acceptCall(calls.supportImage, request);
    const file = await support.image(context.session.userId, input.id);
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
}
