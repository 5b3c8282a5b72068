import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chargeRequest,
  checkAddressRequest,
  depositAddressRequest,
  depositDetailRequest,
  depositIntentRequest,
  depositLogRequest,
  quickDepositRequest,
  type DepositRecord,
} from '../../../core/schemas/deposit';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { Translate } from '../../i18n';
import type { DepositService } from './service';

/** Deposit calls of spec §7 (wallet, records, quick deposit). docs/api-deposits.md lists each. */
export function depositRoutes(
  app: FastifyInstance,
  { deposits, t }: { deposits: DepositService; t: Translate },
) {
  // Reasons the server itself wrote (a transaction that failed after all) are message keys.
  const translated = (request: FastifyRequest, record: DepositRecord): DepositRecord =>
    record.reason?.startsWith('errors.') ? { ...record, reason: t(request.lang, record.reason) } : record;

  app.post('/wallet/deposit_currency', async (request) => {
    requireSession(request);
    return ok(await deposits.currencies());
  });

  const address = async (request: FastifyRequest) => {
    requireSession(request);
    const { currency_id, network } = depositAddressRequest.parse(bodyOf(request));
    return ok(await deposits.address(currency_id, network));
  };
  app.post('/wallet/deposit_address', address);
  app.post('/wallet/get_in_address', address);

  app.post('/wallet/check_address', async (request) => {
    requireSession(request);
    const { network, address: text } = checkAddressRequest.parse(bodyOf(request));
    return ok(deposits.checkAddress(network, text));
  });

  app.post('/wallet/apv_address', async (request) =>
    ok(await deposits.approvedAddresses(requireSession(request).userId)),
  );

  app.post('/wallet/deposit_intent', async (request) => {
    const { userId } = requireSession(request);
    return ok(await deposits.createIntent(userId, depositIntentRequest.parse(bodyOf(request))));
  });

  app.post('/wallet/charge_req', async (request) => {
    const { userId } = requireSession(request);
    const input = chargeRequest.parse(bodyOf(request));
    const record =
      input.kind === 'chain'
        ? await deposits.submitChain(userId, input)
        : await deposits.submitBank(userId, input);
    return ok(translated(request, record));
  });

  app.post('/depositIn', async (request) => {
    const { userId } = requireSession(request);
    return ok(
      translated(request, await deposits.submitQuick(userId, quickDepositRequest.parse(bodyOf(request)))),
    );
  });

  app.get('/charge_mention/log2', async (request) => {
    const { userId } = requireSession(request);
    const { page, limit } = depositLogRequest.parse(request.query ?? {});
    const result = await deposits.list(userId, page, limit);
    return ok({ ...result, list: result.list.map((r) => translated(request, r)) });
  });

  app.post('/wallet/deposit_detail', async (request) => {
    const { userId } = requireSession(request);
    const { id } = depositDetailRequest.parse(bodyOf(request));
    return ok(translated(request, await deposits.detail(userId, id)));
  });
}
