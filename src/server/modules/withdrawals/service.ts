import type { Language } from '../../../core/languages';
import { Big } from '../../../core/money';
import {
  BANK_NETWORK,
  type OtherCodeScene,
  type WithdrawInfo,
  type WithdrawNetwork,
  type WithdrawRequest,
} from '../../../core/schemas/withdrawals';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { AppError } from '../../lib/errors';
import { availableOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import { assertFundPasswordSet, contactOf, findById, lockedMinutes, verifyActionSecrets } from '../users';
import { isVerified } from '../identity';
import { assertNotHeld, withdrawalHold } from './holds';
import { limitsFor } from './limits';
import { bankDestination, toWithdrawal } from './present';
import {
  bankCardOf,
  coinSymbols,
  hasAddressFor,
  hasBankCard,
  insertWithdrawal,
  lockUser,
  ownAddress,
  ownWithdrawal,
  requestsSince,
  withdrawalByRequest,
  withdrawalsPage,
  type WithdrawalRow,
} from './repo';
import { withdrawalTotal } from '../../../core/withdrawal';
import { withdrawAmountRule } from '../../../core/schemas/withdrawals';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

type Deps = { db: Db; clock: Clock; config: Config; codes: CodeService };

/** Spec §9's "per day" is the UTC calendar day. */
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Requesting withdrawals and reading them back; operators decide them (operator.ts). */
export function createWithdrawalService(deps: Deps) {
  const { db, clock, config, codes } = deps;

  async function loadUser(userId: number) {
    const user = await findById(db, userId);
    if (!user) throw new AppError('errors.account_not_found');
    return user;
  }

  const requestsToday = (t: Db, userId: number) => requestsSince(t, userId, startOfUtcDay(clock()));

  async function hasDestination(userId: number, coinId: number, network: WithdrawNetwork) {
    if (network === BANK_NETWORK) return hasBankCard(db, userId);
    return hasAddressFor(db, userId, coinId, network);
  }

  /** Gate 1: where the money goes, copied onto the withdrawal. */
  async function destinationOf(userId: number, input: WithdrawRequest): Promise<string> {
    if (input.network === BANK_NETWORK) {
      const card = await bankCardOf(db, userId);
      if (!card) throw new AppError('errors.withdraw_no_bank_card');
      return bankDestination(card);
    }
    if (input.address_id === undefined) {
      const saved = await hasDestination(userId, input.currency_id, input.network);
      throw new AppError(saved ? 'errors.withdraw_address_choose' : 'errors.withdraw_no_address');
    }
    const address = await ownAddress(db, userId, input.address_id);
    if (!address || address.coinId !== input.currency_id || address.network !== input.network)
      throw new AppError('errors.withdraw_address_not_found', {}, 404);
    return address.address;
  }

  return {
    /** Spec §7 sms_other_mail: a code to the user's own contact; none bound says so. */
    async sendCode(userId: number, scene: OtherCodeScene, lang: Language, ip: string | null) {
      const contact = contactOf(await loadUser(userId));
      if (!contact) return { sent: false, contact: null };
      await codes.send({ channel: contact.channel, target: contact.target, scene, lang, ip });
      return { sent: true, contact: contact.public };
    },

    async info(userId: number, coinId: number, network: WithdrawNetwork): Promise<WithdrawInfo> {
      const user = await loadUser(userId);
      const limits = await limitsFor(db, coinId, network);
      const [available, used, verified, destinationSaved, hold] = await Promise.all([
        availableOf(db, userId, 'spot', coinId).then((a) => a.toFixed()),
        requestsToday(db, userId),
        isVerified(db, userId),
        hasDestination(userId, coinId, network),
        withdrawalHold(db, user, network, clock()),
      ]);
      return {
        currency_id: coinId,
        coin: limits.coin,
        network,
        decimals: limits.decimals,
        min: new Big(limits.min).toFixed(),
        fee: new Big(limits.fee).toFixed(),
        available,
        daily_limit: config.withdrawalsPerDay,
        daily_left: Math.max(0, config.withdrawalsPerDay - used),
        gates: {
          destination_saved: destinationSaved,
          pay_password_set: user.payPasswordHash !== null,
          verified,
        },
        pay_locked_minutes: lockedMinutes(user, clock()),
        contact: contactOf(user)?.public ?? null,
        hold,
      };
    },

    /**
     * Spec §5 gates in order (a 24-hour hold after a security change right after verification),
     * then one transaction: the user row is locked (so the daily count
     * holds under parallel requests), the withdrawal is written and amount + fee move from
     * available to frozen. The same request id returns the first withdrawal.
     */
    async request(userId: number, input: WithdrawRequest) {
      const symbols = await coinSymbols(db);
      const present = (row: WithdrawalRow) => toWithdrawal(row, symbols.get(row.coinId) ?? '');
      return submitOnce({
        requestId: input.request_id,
        find: (requestId) => withdrawalByRequest(db, userId, requestId),
        present,
        create: async () => {
          const user = await loadUser(userId);
          const limits = await limitsFor(db, input.currency_id, input.network);
          const destination = await destinationOf(userId, input);
          assertFundPasswordSet(user);
          if (!(await isVerified(db, userId))) throw new AppError('errors.withdraw_not_verified');
          assertNotHeld(await withdrawalHold(db, user, input.network, clock()));
          withdrawAmountRule(limits).parse(input.amount);
          const amount = new Big(input.amount);
          const codeId = await verifyActionSecrets(deps, user, input, 'withdraw');

          const fee = new Big(limits.fee);
          const total = withdrawalTotal(amount, fee).toFixed();
          const row = await db.transaction(async (tx) => {
            const t = tx as Db;
            await lockUser(t, userId);
            // Read again under the user's lock: a concurrent retry may have committed first.
            const retried = await withdrawalByRequest(t, userId, input.request_id);
            if (retried) return retried;
            if ((await requestsToday(t, userId)) >= config.withdrawalsPerDay)
              throw new AppError('errors.withdraw_daily_limit', { count: config.withdrawalsPerDay });
            if (codeId !== null) await codes.consume(t, codeId);
            const w = await insertWithdrawal(t, {
              userId,
              coinId: input.currency_id,
              network: input.network,
              destination,
              amount: amount.toFixed(),
              fee: fee.toFixed(),
              remark: input.remark ?? null,
              status: 'pending',
              requestId: input.request_id,
              createdAt: clock(),
            });
            await post(t, {
              reason: 'withdrawal_freeze',
              reference: `withdrawal:${w.id}`,
              entries: [
                { userId, account: 'spot', coinId: w.coinId, field: 'available', amount: `-${total}` },
                { userId, account: 'spot', coinId: w.coinId, field: 'frozen', amount: total },
              ],
            });
            return w;
          });
          return present(row);
        },
      });
    },

    async list(userId: number, page: number, limit: number) {
      const symbols = await coinSymbols(db);
      const { rows, total } = await withdrawalsPage(db, userId, { page, limit });
      return { list: rows.map((r) => toWithdrawal(r, symbols.get(r.coinId) ?? '')), page, limit, total };
    },

    /** Only the owner's own withdrawal; another user's id reads as not found. */
    async detail(userId: number, id: number) {
      const row = await ownWithdrawal(db, userId, id);
      if (!row) throw new AppError('errors.withdraw_not_found', {}, 404);
      return toWithdrawal(row, (await coinSymbols(db)).get(row.coinId) ?? '');
    },
  };
}
