import * as calls from '../../../core/calls/withdraw';
import type { BankCardRequest } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { route, type CallContext, type Route } from '../../http/calls';
import type { Call } from '../../../core/contract/call';
import type { AddressBook } from './addressBook';
import { withdrawalCurrencies } from './limits';
import type { WithdrawalService } from './service';

/** The context of a session call, whichever of its names was called. */
type SessionContext = CallContext<
  Call<typeof calls.bankCardCall.request, typeof calls.bankCardCall.response, 'session'>
>;

type Deps = { db: Db; withdrawals: WithdrawalService; addressBook: AddressBook };

/** Spec §7 withdrawal calls; src/core/calls/withdraw.ts describes each. */
export function withdrawalRoutes({ db, withdrawals, addressBook }: Deps): Route[] {
  // The bank card under both of the spec's names (out/* and user/cash_*), read with GET or POST.
  const bankCard = (_: unknown, { session }: SessionContext) => addressBook.bankCard(session.userId);
  const saveBankCard = (input: BankCardRequest, { session }: SessionContext) =>
    addressBook.saveBankCard(session.userId, input);

  return [
    route(calls.sendOtherCode, ({ scene }, { session, request }) =>
      withdrawals.sendCode(session.userId, scene, request.lang, request.ip),
    ),
    route(calls.listAddresses, ({ currency_id }, { session }) =>
      addressBook.list(session.userId, currency_id),
    ),
    route(calls.addAddress, (input, { session }) => addressBook.add(session.userId, input)),
    route(calls.deleteAddress, async ({ id }, { session }) => {
      await addressBook.remove(session.userId, id);
      return null;
    }),
    route(calls.bankCardCall, bankCard),
    route(calls.bankCardGet, bankCard),
    route(calls.cashInfo, bankCard),
    route(calls.cashInfoGet, bankCard),
    route(calls.saveBankCard, saveBankCard),
    route(calls.cashSave, saveBankCard),
    route(calls.withdrawalCurrencies, () => withdrawalCurrencies(db)),
    route(calls.withdrawInfoCall, ({ currency_id, network }, { session }) =>
      withdrawals.info(session.userId, currency_id, network),
    ),
    route(calls.withdraw, (input, { session }) => withdrawals.request(session.userId, input)),
    route(calls.withdrawRecords, ({ page, limit }, { session }) =>
      withdrawals.list(session.userId, page, limit),
    ),
    route(calls.withdrawDetail, ({ id }, { session }) => withdrawals.detail(session.userId, id)),
  ];
}
