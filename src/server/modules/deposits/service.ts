import type { z } from 'zod';
import { Big } from '../../../core/money';
import {
  DEPOSIT_INTENT_MS,
  depositMinimumProblem,
  NETWORK_FAMILY,
  normalizeTxHash,
  type ApprovedAddress,
  type bankDepositRequest,
  type chainDepositRequest,
  type DepositIntentView,
  type DepositNetwork,
  type DepositPage,
  type DepositRecord,
  type depositIntentRequest,
  type quickDepositRequest,
} from '../../../core/schemas/deposit';
import { addressIsValid, platformAddress, tokenContract } from '../../chain/addresses';
import type { ChainReaders } from '../../chain';
import { ChainUnavailableError, type ChainReader } from '../../chain/types';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { submitOnce } from '../../db/submitOnce';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { coinNetwork, coinWithMinimum, depositAddress, depositCurrencies } from './catalog';
import { assertReceivingAccount, bankInfo, claimReference } from './bankAccounts';
import { creditDeposit } from './credit';
import { presentDeposit, type DepositRow } from './present';
import {
  claimIntent,
  coinSymbol,
  coinSymbols,
  confirmingChainDeposits,
  depositById,
  depositByRequest,
  depositsPage,
  hashUsed,
  insertDeposit,
  insertIntent,
  lockDeposit,
  openIntents,
  ownDeposit,
  updateDeposit,
  uploadOwner,
  walletOwner,
  walletsOf,
  type NewDeposit,
} from './repo';
import { observeDeposit, type Observed } from './rules';

type Deps = { db: Db; config: Config; clock: Clock; readers: ChainReaders };

/** A block may be stamped a little before our clock says the intent was made. */
const INTENT_CLOCK_SKEW_MS = 60_000;

export type DepositService = ReturnType<typeof createDepositService>;

/** Deposits: addresses, intents, hash / bank / quick submissions, records, and the recheck job. */
export function createDepositService({ db, config, clock, readers }: Deps) {
  const symbolOf = (coinId: number) => coinSymbol(db, coinId);

  /** EVM deposits still confirming show blocks so far; one block-number call per answer. */
  async function confirmationsFor(rows: DepositRow[]) {
    const evm = readers.evm;
    if (!evm?.latestBlock || !rows.some((r) => r.status === 'confirming' && r.chain === 'evm')) return null;
    try {
      return await evm.latestBlock();
    } catch {
      return null;
    }
  }
  async function present(rows: DepositRow[]): Promise<DepositRecord[]> {
    const symbols = await coinSymbols(db);
    const latest = await confirmationsFor(rows);
    const required = config.evmConfirmations;
    return rows.map((row) => {
      const blocks =
        row.chain === 'evm' && row.blockNumber !== null && latest !== null
          ? { current: Math.max(0, Math.min(required, latest - row.blockNumber + 1)), required }
          : null;
      return presentDeposit(row, symbols.get(row.coinId) ?? '', blocks);
    });
  }
  const presentOne = async (row: DepositRow) => (await present([row]))[0]!;

  /**
   * A submission once per request id (submitOnce): a retry, even a simultaneous one, returns the
   * first record. Any other unique value taken is a hash (or a bank deposit's reference) already
   * used, refused with `usedKey`.
   */
  async function submitDeposit(
    userId: number,
    requestId: string,
    usedKey: 'errors.deposit_hash_used' | 'errors.deposit_reference_invalid',
    create: () => Promise<DepositRecord>,
  ): Promise<DepositRecord> {
    try {
      return await submitOnce({
        requestId,
        find: (id) => depositByRequest(db, userId, id),
        present: presentOne,
        create,
      });
    } catch (err) {
      if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new AppError(usedKey);
      throw err;
    }
  }

  /** Inserts a deposit and, in the same transaction, whatever else the caller does with it. */
  async function insertOnce(
    values: NewDeposit,
    after?: (tx: Db, row: DepositRow) => Promise<void>,
  ): Promise<DepositRecord> {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertDeposit(tx, values);
      if (after) await after(tx, inserted);
      // Read again: `after` may have changed it (a credit approves it).
      return (await depositById(tx, inserted.id))!;
    });
    return presentOne(row);
  }

  /** One hash credits once, ever — whoever submits it, whatever its status now. */
  async function assertHashUnused(hash: string) {
    if (await hashUsed(db, hash)) throw new AppError('errors.deposit_hash_used');
  }

  /**
   * wallet.md §3 rule 4: the payer must be one of the user's verified wallets, or the deposit
   * must match an open intent of the user exactly (amount, coin, network, time window). A wallet
   * verified by another user never counts for this one.
   */
  async function bindPayer(
    userId: number,
    coinId: number,
    network: DepositNetwork,
    family: 'evm' | 'tron',
    seen: Observed,
  ): Promise<{ intentId: number | null }> {
    const owner = await walletOwner(db, family, seen.payer);
    if (owner?.userId === userId) return { intentId: null };
    if (owner) throw new AppError('errors.deposit_sender_not_yours');

    const open = await openIntents(db, userId, coinId, network, {
      at: seen.blockTime,
      madeBy: new Date(seen.blockTime.getTime() + INTENT_CLOCK_SKEW_MS),
    });
    const exact = open.find((i) => new Big(i.amount).eq(seen.amount));
    if (exact) return { intentId: exact.id };
    if (open.length > 0) {
      throw new AppError('errors.deposit_intent_mismatch', {
        amount: seen.amount,
        expected: new Big(open[0]!.amount).toFixed(),
      });
    }
    throw new AppError('errors.deposit_sender_not_yours');
  }

  async function readChain(reader: ChainReader, hash: string, contract: string) {
    try {
      return { tx: await reader.readTransaction(hash), decimals: await reader.tokenDecimals(contract) };
    } catch (err) {
      if (err instanceof ChainUnavailableError)
        throw new AppError('errors.deposit_chain_unavailable', {}, 503);
      throw err;
    }
  }

  async function submitChain(userId: number, input: z.infer<typeof chainDepositRequest>) {
    const family = NETWORK_FAMILY[input.network];
    const hash = normalizeTxHash(family, input.hash);
    if (!hash) throw new AppError('errors.deposit_hash_invalid');
    return submitDeposit(userId, input.request_id, 'errors.deposit_hash_used', async () => {
      const { coin, min } = await coinNetwork(db, input.currency_id, input.network);
      const platform = platformAddress(config, family);
      if (!platform) throw new AppError('errors.deposit_address_missing');
      await assertHashUnused(hash);

      const base: NewDeposit = {
        userId,
        coinId: coin.id,
        kind: 'chain',
        network: input.network,
        // Every family (btc included) is set, so the unique (chain, tx_hash) index covers every hash.
        chain: family,
        txHash: hash,
        requestId: input.request_id,
        status: 'pending',
      };
      const contract = tokenContract(config, coin.symbol, family);
      const reader = family === 'btc' ? undefined : readers[family];
      // No API for this chain, or nothing we can verify on it (native coins, Omni): an operator checks.
      if (!reader || !contract || family === 'btc') return insertOnce(base);

      const { tx, decimals } = await readChain(reader, hash, contract);
      const seen = observeDeposit(tx, { family, contract, platform, decimals, symbol: coin.symbol });
      const { intentId } = await bindPayer(userId, coin.id, input.network, family, seen);
      const belowMinimum = new Big(seen.amount).lt(min);
      const status = belowMinimum ? 'pending' : seen.final ? 'approved' : 'confirming';
      const now = clock();
      return insertOnce(
        {
          ...base,
          amount: seen.amount,
          fromAddress: seen.payer,
          blockNumber: seen.blockNumber,
          status: status === 'approved' ? 'confirming' : status,
        },
        async (txDb, row) => {
          if (intentId !== null) {
            // Another hash took this intent a moment ago.
            if (!(await claimIntent(txDb, intentId, row.id)))
              throw new AppError('errors.deposit_sender_not_yours');
          }
          if (status === 'approved') await creditDeposit(txDb, row, seen.amount, { at: now });
        },
      );
    });
  }

  /** Spec §5: at least the coin's minimum (the rule the deposit forms show, from core). */
  function assertMinimum(amount: string, min: string, symbol: string) {
    const exact = new Big(amount).toFixed();
    const problem = /^\d+$/.test(exact)
      ? depositMinimumProblem(exact, min)
      : new Big(amount).lt(min)
        ? 'errors.deposit_amount_min'
        : null;
    if (problem) throw new AppError(problem, { min, coin: symbol });
  }

  /** The proof must be an upload of the caller's own. */
  async function assertOwnUpload(userId: number, uploadId: string) {
    const proof = await uploadOwner(db, uploadId);
    if (!proof || proof.userId !== userId) throw new AppError('errors.deposit_voucher_invalid');
  }

  async function submitBank(userId: number, input: z.infer<typeof bankDepositRequest>) {
    return submitDeposit(userId, input.request_id, 'errors.deposit_reference_invalid', async () => {
      const { coin, min } = await coinWithMinimum(db, input.currency_id);
      await assertReceivingAccount(db, coin.id, config.localDemo);
      assertMinimum(input.amount, min, coin.symbol);
      await assertOwnUpload(userId, input.voucher);
      return insertOnce(
        {
          userId,
          coinId: coin.id,
          kind: 'bank',
          amount: input.amount,
          bankName: input.bank_name,
          cardNumber: input.card_number,
          holderName: input.holder_name,
          voucherUploadId: input.voucher,
          reference: input.reference,
          requestId: input.request_id,
          status: 'pending',
        },
        (tx, row) => claimReference(tx, input.reference, userId, coin.id, row.id),
      );
    });
  }

  async function submitQuick(userId: number, input: z.infer<typeof quickDepositRequest>) {
    return submitDeposit(userId, input.request_id, 'errors.deposit_hash_used', async () => {
      const { coin, min } = await coinWithMinimum(db, input.currency_id);
      await assertReceivingAccount(db, coin.id, config.localDemo);
      assertMinimum(input.amount, min, coin.symbol);
      await assertOwnUpload(userId, input.voucher);
      return insertOnce({
        userId,
        coinId: coin.id,
        kind: 'quick',
        amount: input.amount,
        voucherUploadId: input.voucher,
        requestId: input.request_id,
        status: 'pending',
      });
    });
  }

  async function createIntent(
    userId: number,
    input: z.infer<typeof depositIntentRequest>,
  ): Promise<DepositIntentView> {
    const address = await depositAddress(db, config, input.currency_id, input.network);
    assertMinimum(input.amount, address.min, address.currency);
    const now = clock();
    const row = await insertIntent(db, {
      userId,
      coinId: address.currency_id,
      network: input.network,
      amount: input.amount,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEPOSIT_INTENT_MS),
    });
    return {
      id: row.id,
      currency_id: address.currency_id,
      currency: address.currency,
      network: input.network,
      amount: new Big(row.amount).toFixed(),
      address: address.address,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    };
  }

  async function list(userId: number, page: number, limit: number): Promise<DepositPage> {
    const { rows, total } = await depositsPage(db, userId, { page, limit });
    return { list: await present(rows), page, limit, total };
  }

  /** Another user's record answers exactly like a missing one. */
  async function detail(userId: number, id: number): Promise<DepositRecord> {
    const row = await ownDeposit(db, userId, id);
    if (!row) throw new AppError('errors.deposit_not_found', {}, 404);
    return presentOne(row);
  }

  async function approvedAddresses(userId: number): Promise<ApprovedAddress[]> {
    const rows = await walletsOf(db, userId);
    return rows.map((w) => ({
      chain: w.chain,
      network: w.chain === 'evm' ? 'ERC20' : 'TRC20',
      address: w.address,
      created_at: w.createdAt.toISOString(),
    }));
  }

  let rechecking: Promise<RecheckResult> | null = null;

  /**
   * The recheck job: every `confirming` deposit is read again from its chain. Final ones are
   * credited (with the amount the chain shows now; the block hash is checked by the reader, so a
   * reorg keeps the deposit waiting); ones that turned out failed or wrong are rejected.
   * Runs one at a time; several servers may run it, since each credit locks its row.
   */
  function recheckConfirming(): Promise<RecheckResult> {
    rechecking ??= runRecheck().finally(() => {
      rechecking = null;
    });
    return rechecking;
  }

  async function runRecheck(): Promise<RecheckResult> {
    const result: RecheckResult = { credited: 0, waiting: 0, rejected: 0, pending: 0 };
    const rows = await confirmingChainDeposits(db);
    for (const row of rows) {
      const outcome = await recheckOne(row).catch(() => 'waiting' as const);
      result[outcome] += 1;
    }
    return result;
  }

  async function recheckOne(row: DepositRow): Promise<keyof RecheckResult> {
    const family = row.chain as 'evm' | 'tron';
    const reader = readers[family];
    const symbol = await symbolOf(row.coinId);
    const contract = tokenContract(config, symbol, family);
    const platform = platformAddress(config, family);
    if (!reader || !contract || !platform || !row.txHash) return 'waiting';

    let seen: Observed;
    try {
      const { tx, decimals } = await readChain(reader, row.txHash, contract);
      if (tx.state === 'not_found') return 'waiting'; // dropped by a reorg for now; it may return
      seen = observeDeposit(tx, { family, contract, platform, decimals, symbol });
      if (seen.payer !== row.fromAddress) throw new AppError('errors.deposit_sender_not_yours');
    } catch (err) {
      if (!(err instanceof AppError) || err.key === 'errors.deposit_chain_unavailable') return 'waiting';
      await settle(row.id, async (tx) => {
        await updateDeposit(tx, row.id, { status: 'rejected', reason: err.key, reviewedAt: clock() });
      });
      return 'rejected';
    }
    if (!seen.final) return 'waiting';
    const { min } = await coinNetwork(db, row.coinId, row.network as DepositNetwork);
    if (new Big(seen.amount).lt(min)) {
      await settle(row.id, async (tx) => {
        await updateDeposit(tx, row.id, { status: 'pending', amount: seen.amount });
      });
      return 'pending';
    }
    const done = await settle(row.id, (tx, locked) =>
      creditDeposit(tx, locked, seen.amount, { at: clock() }),
    );
    return done ? 'credited' : 'waiting';
  }

  /** Runs `change` with the deposit row locked, only if it is still confirming. */
  async function settle(id: number, change: (tx: Db, row: DepositRow) => Promise<void>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const locked = await lockDeposit(tx, id);
      if (!locked || locked.status !== 'confirming') return false;
      await change(tx, locked);
      return true;
    });
  }

  return {
    currencies: () => depositCurrencies(db, config),
    address: (currencyId: number, network: DepositNetwork) => depositAddress(db, config, currencyId, network),
    checkAddress: (network: DepositNetwork, address: string) => ({
      network,
      chain: NETWORK_FAMILY[network],
      address,
      valid: addressIsValid(NETWORK_FAMILY[network], address),
    }),
    approvedAddresses,
    createIntent,
    submitChain,
    submitBank,
    submitQuick,
    bankInfo: (userId: number, currencyId: number) => bankInfo(db, userId, currencyId, config.localDemo),
    list,
    detail,
    recheckConfirming,
    /** Resolves once a recheck in progress (if any) has finished; the app waits for it on close. */
    idle: async () => {
      await rechecking?.catch(() => undefined);
    },
    /** True when some chain has an API, i.e. the recheck job has something to do. */
    hasReaders: Boolean(readers.evm || readers.tron),
  };
}

export type RecheckResult = { credited: number; waiting: number; rejected: number; pending: number };
