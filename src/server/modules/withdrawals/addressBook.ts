import type { AddAddressRequest, BankCardRequest } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../users';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import { findById, utcMinute, verifyActionSecrets, type Notifier } from '../users';
import { holdUntil } from '../../../core/securityHold';
import { normaliseAddress } from './addressRules';
import { limitsFor } from './limits';
import { toAddress, toBankCard } from './present';
import { raise } from '../../events/events';
import {
  addressesOf,
  bankCardOf,
  coinSymbols,
  deleteOwnAddress,
  insertAddress,
  saveBankCard,
  type BankCardFields,
} from './repo';

export type AddressBook = ReturnType<typeof createAddressBook>;

/** Withdrawal destinations: the address book (per coin and chain) and the one bank card. */
export function createAddressBook(deps: { db: Db; clock: Clock; codes: CodeService; notifier: Notifier }) {
  const { db, clock } = deps;

  async function loadUser(userId: number) {
    const user = await findById(db, userId);
    if (!user) throw new AppError('errors.account_not_found');
    return user;
  }

  return {
    async list(userId: number, currencyId?: number) {
      const symbols = await coinSymbols(db);
      const rows = await addressesOf(db, userId, currencyId);
      return rows.map((r) => toAddress(r, symbols.get(r.coinId) ?? ''));
    },

    /** Fund password and code first (spec §5), then the address must fit its chain and be new. */
    async add(userId: number, input: AddAddressRequest) {
      const user = await loadUser(userId);
      const limits = await limitsFor(db, input.currency_id, input.network);
      const address = normaliseAddress(input.network, input.address);
      if (!address) throw new AppError('errors.withdraw_address_invalid', { network: input.network });
      const codeId = await verifyActionSecrets(deps, user, input, 'bind_address');
      try {
        const row = await db.transaction(async (tx) => {
          if (codeId !== null) await deps.codes.consume(tx as Db, codeId);
          const inserted = await insertAddress(tx as Db, {
            userId,
            coinId: input.currency_id,
            network: input.network,
            address,
            remark: input.remark ?? null,
            createdAt: clock(),
          });
          await raise(tx as Db, 'security.changed', {
            userId,
            change: 'withdrawal_address',
            ref: String(inserted.id),
            at: inserted.createdAt,
          });
          return inserted;
        });
        return toAddress(row, limits.coin);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('errors.withdraw_address_duplicate');
        throw err;
      }
    },

    /** Only the owner's own address; another user's id reads as not found. */
    async remove(userId: number, id: number) {
      if (!(await deleteOwnAddress(db, userId, id)))
        throw new AppError('errors.withdraw_address_not_found', {}, 404);
    },

    async bankCard(userId: number) {
      const row = await bankCardOf(db, userId);
      return row ? toBankCard(row, clock()) : null;
    },

    /**
     * Where bank withdrawals go, so guarded like an address: fund password and code first.
     * Replacing a saved card holds withdrawals to it for 24 hours (an attacker's first step is
     * to redirect the money); the user is told on every contact they have.
     */
    async saveBankCard(userId: number, input: BankCardRequest) {
      const user = await loadUser(userId);
      const codeId = await verifyActionSecrets(deps, user, input, 'bind_card');
      const now = clock();
      const values = {
        holderName: input.holder_name,
        bankName: input.bank_name,
        cardNumber: input.card_number,
        branchName: input.branch_name,
        branchNumber: input.branch_number,
        bankAddress: input.bank_address,
        swiftCode: input.swift_code,
        iban: input.iban,
        payeeAddress: input.payee_address,
        postalCode: input.postal_code,
        updatedAt: now,
      };
      const { row, changed } = await db.transaction(async (tx) => {
        if (codeId !== null) await deps.codes.consume(tx as Db, codeId);
        // The same card saved again is no replacement: no hold, nothing to tell.
        const current = await bankCardOf(tx as Db, userId);
        if (current && sameBankCard(current, values)) return { row: current, changed: false };
        // Replacing a saved card stamps it with `now`.
        const saved = await saveBankCard(tx as Db, userId, values, now);
        await raise(tx as Db, 'security.changed', {
          userId,
          change: 'bank_card',
          ref: String(now.getTime()),
          at: now,
        });
        return { row: saved, changed: true };
      });
      if (!changed) return toBankCard(row, now);
      const until = holdUntil(row.replacedAt, now);
      await deps.notifier.notify(user, until ? 'bank_card_replaced' : 'bank_card_saved', {
        time: utcMinute(now),
        until: until ? utcMinute(until) : '',
        card: maskedCard(row.cardNumber),
      });
      return toBankCard(row, now);
    },
  };
}

/** Every field where the money goes is as saved (the time of saving aside). */
const sameBankCard = (saved: BankCardFields, next: BankCardFields) =>
  (Object.keys(next) as (keyof BankCardFields)[]).every((k) => k === 'updatedAt' || saved[k] === next[k]);

/** The last four characters of a card number, as notices show it. */
const maskedCard = (cardNumber: string) => `**** ${cardNumber.slice(-4)}`;
