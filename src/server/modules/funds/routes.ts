import type { FastifyInstance } from 'fastify';
import {
  changeLogQuery,
  transferHistoryQuery,
  transferRequest,
  walletDetailRequest,
} from '../../../core/schemas/funds';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { FundsService } from './service';

/** Spec §7 wallet calls about balances, transfers and account changes. */
export function fundsRoutes(app: FastifyInstance, { funds }: { funds: FundsService }) {
  app.post('/wallet/list', async (request) => ok(await funds.overview(requireSession(request).userId)));

  app.post('/wallet/detail', async (request) => {
    const { userId } = requireSession(request);
    const { currency_id, account } = walletDetailRequest.parse(bodyOf(request));
    return ok(await funds.detail(userId, currency_id, account));
  });

  app.post('/wallet/legal_log', async (request) => {
    const { userId } = requireSession(request);
    return ok(await funds.changeLog(userId, changeLogQuery.parse(bodyOf(request))));
  });

  app.post('/wallet/change', async (request) => {
    const { userId } = requireSession(request);
    return ok(await funds.transfer(userId, transferRequest.parse(bodyOf(request))));
  });

  app.get('/wallet/hzhistory', async (request) => {
    const { userId } = requireSession(request);
    return ok(await funds.transferHistory(userId, transferHistoryQuery.parse(request.query ?? {})));
  });

  app.get('/currency/user_currency_list', async (request) =>
    ok(await funds.currencyList(request.session?.userId ?? null)),
  );
}
