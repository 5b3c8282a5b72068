import type { FastifyInstance } from 'fastify';
import * as calls from '../../../core/calls/c2c';
import { acceptCall, route, type Route } from '../../http/calls';
import type { C2cService } from './service';

/** Spec §7 C2C calls (`ctc/*`) and the merchants' own. */
export const c2cRoutes = ({ c2c }: { c2c: C2cService }): Route[] => [
  route(calls.c2cCatalog, () => c2c.catalog()),
  route(calls.c2cAds, (input, { session }) => c2c.ads(session?.userId ?? null, input)),
  route(calls.c2cAdInfo, ({ id }, { session }) => c2c.ad(session?.userId ?? null, id)),
  route(calls.c2cOrderAdd, (input, { session }) => c2c.order(session.userId, input)),
  route(calls.c2cOrderList, ({ status, ...page }, { session }) =>
    c2c.orders(session.userId, 'user', status, page),
  ),
  route(calls.c2cOrderInfo, ({ id }, { session }) => c2c.orderInfo(session.userId, id)),
  route(calls.c2cOrderPay, ({ id }, { session }) => c2c.pay(session.userId, id)),
  route(calls.c2cOrderCancel, ({ id }, { session }) => c2c.cancel(session.userId, id)),
  route(calls.c2cOrderRelease, ({ id, pay_password }, { session }) =>
    c2c.release(session.userId, id, pay_password),
  ),
  route(calls.c2cOrderAppeal, ({ id, reason }, { session }) => c2c.appeal(session.userId, id, reason)),
  route(calls.c2cOrderMessages, ({ id, after }, { session }) => c2c.messages(session.userId, id, after)),
  route(calls.c2cOrderMessage, ({ id, text, image }, { session }) =>
    c2c.say(session.userId, id, text, image),
  ),
  route(calls.c2cMe, (_input, { session }) => c2c.me(session.userId)),
  route(calls.c2cMerchantAds, (_input, { session }) => c2c.myAds(session.userId)),
  route(calls.c2cMerchantAdSave, (input, { session }) => c2c.saveAd(session.userId, input)),
  route(calls.c2cMerchantAdPause, ({ id, online }, { session }) => c2c.pauseAd(session.userId, id, online)),
  route(calls.c2cMerchantOrders, ({ status, ...page }, { session }) =>
    c2c.orders(session.userId, 'merchant', status, page),
  ),
  route(calls.c2cMerchantPaymentMethods, (_input, { session }) => c2c.paymentMethods(session.userId)),
  route(calls.c2cMerchantPaymentMethodSave, (input, { session }) =>
    c2c.savePaymentMethod(session.userId, input),
  ),
];

/** A chat image answers its bytes, not the envelope: registered by hand, tagged with its call. */
export async function c2cImageRoute(app: FastifyInstance, { c2c }: { c2c: C2cService }) {
  app.get('/ctc/order/image', { config: { callId: calls.c2cOrderImage.id } }, async (request, reply) => {
    const { input, context } = acceptCall(calls.c2cOrderImage, request);
    const file = await c2c.image(context.session.userId, input.id);
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
}
