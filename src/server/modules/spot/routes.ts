import type { FastifyInstance } from 'fastify';
import { spotCancelRequest, spotListRequest, spotOrderRequest } from '../../../core/schemas/spot';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { SpotService } from './service';

/** Spec §7 spot calls: POST coin/trade, PUT coin/trade/cancel, GET coin/list. */
export function spotRoutes(app: FastifyInstance, { spot }: { spot: SpotService }) {
  app.post('/coin/trade', async (request) => {
    const { userId } = requireSession(request);
    return ok(await spot.place(userId, spotOrderRequest.parse(bodyOf(request))));
  });

  app.put('/coin/trade/cancel', async (request) => {
    const { userId } = requireSession(request);
    return ok(await spot.cancel(userId, spotCancelRequest.parse(bodyOf(request)).id));
  });

  app.get('/coin/list', async (request) => {
    const { userId } = requireSession(request);
    return ok(await spot.list(userId, spotListRequest.parse(request.query ?? {})));
  });
}
