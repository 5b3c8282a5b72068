import type { FastifyInstance } from 'fastify';
import {
  addAddressRequest,
  addressListRequest,
  bankCardRequest,
  idRequest,
  otherCodeRequest,
  pageRequest,
  withdrawInfoRequest,
  withdrawRequest,
} from '../../../core/schemas/withdrawals';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { Db } from '../../db/client';
import type { AddressBook } from './addressBook';
import { withdrawalCurrencies } from './limits';
import type { WithdrawalService } from './service';

type Deps = { db: Db; withdrawals: WithdrawalService; addressBook: AddressBook };

/** Spec §7 withdrawal calls; docs/api-withdrawals.md describes each. */
export function withdrawalRoutes(app: FastifyInstance, { db, withdrawals, addressBook }: Deps) {
  app.post('/sms_other_mail', async (request) => {
    const { userId } = requireSession(request);
    const { scene } = otherCodeRequest.parse(bodyOf(request));
    return ok(await withdrawals.sendCode(userId, scene, request.lang, request.ip));
  });

  app.post('/wallet/get_address', async (request) => {
    const { userId } = requireSession(request);
    const { currency_id } = addressListRequest.parse(bodyOf(request));
    return ok(await addressBook.list(userId, currency_id));
  });

  app.post('/wallet/addaddress', async (request) => {
    const { userId } = requireSession(request);
    return ok(await addressBook.add(userId, addAddressRequest.parse(bodyOf(request))));
  });

  app.post('/wallet/deladdress', async (request) => {
    const { userId } = requireSession(request);
    await addressBook.remove(userId, idRequest.parse(bodyOf(request)).id);
    return ok(null);
  });

  // The bank card under both of the spec's names: out/* and user/cash_*.
  for (const path of ['/out/getAccount', '/user/cash_info']) {
    app.route({
      method: ['GET', 'POST'],
      url: path,
      handler: async (request) => ok(await addressBook.bankCard(requireSession(request).userId)),
    });
  }
  for (const path of ['/out/setAccount', '/user/cash_save']) {
    app.post(path, async (request) => {
      const { userId } = requireSession(request);
      return ok(await addressBook.saveBankCard(userId, bankCardRequest.parse(bodyOf(request))));
    });
  }

  app.post('/wallet/withdrawal_currency', async (request) => {
    requireSession(request);
    return ok(await withdrawalCurrencies(db));
  });

  app.post('/wallet/get_info', async (request) => {
    const { userId } = requireSession(request);
    const { currency_id, network } = withdrawInfoRequest.parse(bodyOf(request));
    return ok(await withdrawals.info(userId, currency_id, network));
  });

  app.post('/wallet/out', async (request) => {
    const { userId } = requireSession(request);
    return ok(await withdrawals.request(userId, withdrawRequest.parse(bodyOf(request))));
  });

  app.get('/charge_mention/log3', async (request) => {
    const { userId } = requireSession(request);
    const { page, limit } = pageRequest.parse(request.query ?? {});
    return ok(await withdrawals.list(userId, page, limit));
  });

  app.post('/wallet/withdraw_detail', async (request) => {
    const { userId } = requireSession(request);
    return ok(await withdrawals.detail(userId, idRequest.parse(bodyOf(request)).id));
  });
}
