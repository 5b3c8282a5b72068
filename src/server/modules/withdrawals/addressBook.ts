import { and, asc, eq } from 'drizzle-orm';
import type { AddAddressRequest, BankCardRequest } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../users';
import { bankCards, withdrawalAddresses } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import { findById } from '../users';
import { normaliseAddress } from './addressRules';
import { coinSymbols, limitsFor } from './limits';
import { toAddress, toBankCard } from './present';
import { verifyActionSecrets } from './secrets';

export type AddressBook = ReturnType<typeof createAddressBook>;

/** Withdrawal destinations: the address book (per coin and chain) and the one bank card. */
export function createAddressBook(deps: { db: Db; clock: Clock; codes: CodeService }) {
  const { db, clock } = deps;

  return {
    async list(userId: number, currencyId?: number) {
      const symbols = await coinSymbols(db);
      const rows = await db
        .select()
        .from(withdrawalAddresses)
        .where(
          and(
            eq(withdrawalAddresses.userId, userId),
            currencyId ? eq(withdrawalAddresses.coinId, currencyId) : undefined,
          ),
        )
        .orderBy(asc(withdrawalAddresses.id));
      return rows.map((r) => toAddress(r, symbols.get(r.coinId) ?? ''));
    },

    /** Fund password and code first (spec §5), then the address must fit its chain and be new. */
    async add(userId: number, input: AddAddressRequest) {
      const user = await findById(db, userId);
      if (!user) throw new AppError('errors.account_not_found');
      const limits = await limitsFor(db, input.currency_id, input.network);
      const address = normaliseAddress(input.network, input.address);
      if (!address) throw new AppError('errors.withdraw_address_invalid', { network: input.network });
      const codeId = await verifyActionSecrets(deps, user, input, 'bind_address');
      try {
        const row = await db.transaction(async (tx) => {
          if (codeId !== null) await deps.codes.consume(tx as Db, codeId);
          const [inserted] = await tx
            .insert(withdrawalAddresses)
            .values({
              userId,
              coinId: input.currency_id,
              network: input.network,
              address,
              remark: input.remark ?? null,
              createdAt: clock(),
            })
            .returning();
          return inserted!;
        });
        return toAddress(row, limits.coin);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('errors.withdraw_address_duplicate');
        throw err;
      }
    },

    /** Only the owner's own address; another user's id reads as not found. */
    async remove(userId: number, id: number) {
      const deleted = await db
        .delete(withdrawalAddresses)
        .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId)))
        .returning({ id: withdrawalAddresses.id });
      if (deleted.length === 0) throw new AppError('errors.withdraw_address_not_found', {}, 404);
    },

    async bankCard(userId: number) {
      const [row] = await db.select().from(bankCards).where(eq(bankCards.userId, userId)).limit(1);
      return row ? toBankCard(row) : null;
    },

    async saveBankCard(userId: number, input: BankCardRequest) {
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
        updatedAt: clock(),
      };
      const [row] = await db
        .insert(bankCards)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: bankCards.userId, set: values })
        .returning();
      return toBankCard(row!);
    },
  };
}
