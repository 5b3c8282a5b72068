import { Big, fitsPrecision, plainDecimal as plain, sum, truncate } from '../../../core/money';
import {
  isRealAccount,
  USER_ACCOUNTS,
  type AccountCoin,
  type AccountSummary,
  type ChangeRecord,
  type CoinBalance,
  type TransferableAccount,
  type TransferRecord,
  type TransferRequest,
  type UserAccount,
  type WalletOverview,
} from '../../../core/schemas/funds';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { availableOf, balanceOf, post } from '../../ledger/ledger';
import { isProfitReason } from '../../ledger/reasons';
import { profitAndLoss } from '../../../core/pnl';
import type { ModuleContext } from '../module';
import type { PriceSource } from './prices';
import {
  changesPage,
  changesSince,
  coinsInOrder,
  insertTransfer,
  transferByRequest,
  transfersPage,
  userBalances,
  type Coin,
  type TransferRow,
} from './repo';

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function createFundsService(deps: {
  db: Db;
  clock: Clock;
  prices: PriceSource;
  /** What other features keep in an account (ctx.reserved): a transfer out moves only the rest. */
  reserved?: ModuleContext['reserved'];
  /** Coins other features hold locked until a date (ctx.locked): shown with the balances. */
  locked?: ModuleContext['locked'];
}) {
  const { db, clock, prices } = deps;

  async function coinById(id: number): Promise<Coin> {
    const coin = (await coinsInOrder(db)).find((c) => c.id === id);
    if (!coin) throw new AppError('errors.currency_invalid');
    return coin;
  }

  const valueOf = (coin: Coin, amount: Big) => {
    const price = prices.usdtPrice(coin.symbol);
    return price ? amount.times(price) : null;
  };

  function coinBalance(coin: Coin, available: string, frozen: string): CoinBalance {
    const total = new Big(available).plus(frozen);
    const valuation = valueOf(coin, total);
    return {
      currency_id: coin.id,
      symbol: coin.symbol,
      name: coin.name,
      decimals: coin.decimals,
      available: plain(available),
      frozen: plain(frozen),
      total: plain(total),
      valuation: valuation ? plain(valuation) : null,
    };
  }

  /**
   * Today's profit or loss (UTC day): the value of today's changes in real accounts under reasons
   * that make or lose money (core/pnl.ts) — valued at today's prices.
   */
  async function todayPnl(userId: number, coinList: Coin[]): Promise<Big> {
    const rows = await changesSince(db, userId, startOfUtcDay(clock()));
    const byId = new Map(coinList.map((c) => [c.id, c]));
    return profitAndLoss(rows, isProfitReason, (coinId, amount) => {
      const coin = byId.get(coinId);
      return coin ? valueOf(coin, amount) : null;
    });
  }

  /** `wallet/list`: every account with every coin, valued in USDT, plus totals. */
  async function overview(userId: number): Promise<WalletOverview> {
    const coinList = await coinsInOrder(db);
    const rows = await userBalances(db, userId);
    const held = new Map(rows.map((r) => [`${r.account}|${r.coinId}`, r]));
    const locks = deps.locked ? await deps.locked(userId) : [];
    const locksOf = (account: string, coinId: number) =>
      locks
        .filter((l) => l.account === account && l.coinId === coinId)
        .sort((a, b) => a.unlockAt.getTime() - b.unlockAt.getTime())
        .map((l) => ({ amount: plain(l.amount), unlock_at: l.unlockAt.getTime() }));
    let partial = false;
    const accounts: AccountSummary[] = USER_ACCOUNTS.map((account) => {
      const coinBalances = coinList.map((coin) => {
        const row = held.get(`${account}|${coin.id}`);
        const balance = coinBalance(coin, row?.available ?? '0', row?.frozen ?? '0');
        const coinLocks = locksOf(account, coin.id);
        if (coinLocks.length > 0) balance.locks = coinLocks;
        if (balance.valuation === null && new Big(balance.total).gt(0)) partial = true;
        return balance;
      });
      return {
        account,
        valuation: plain(sum(coinBalances.map((c) => c.valuation ?? '0'))),
        coins: coinBalances,
      };
    });
    const realAccounts = accounts.filter((a) => isRealAccount(a.account));
    return {
      accounts,
      /** Real accounts only: demo money is not the user's. */
      total_valuation: plain(sum(realAccounts.map((a) => a.valuation))),
      valuation_partial: partial,
      today_pnl: plain(await todayPnl(userId, coinList)),
    };
  }

  /** `wallet/detail`: one coin in one account. */
  async function detail(userId: number, coinId: number, account: UserAccount): Promise<AccountCoin> {
    const coin = await coinById(coinId);
    const { available, frozen } = await balanceOf(db, userId, account, coinId);
    return { account, ...coinBalance(coin, available, frozen) };
  }

  /** `wallet/legal_log`: the account-change records, newest first. */
  async function changeLog(
    userId: number,
    q: { account?: UserAccount; currency_id?: number; page: number; limit: number },
  ) {
    const { rows, total } = await changesPage(db, userId, { account: q.account, coinId: q.currency_id }, q);
    const list = rows.map((r): ChangeRecord => ({
      ...r,
      // The column is text; only the user accounts are ever joined here.
      account: r.account as UserAccount,
      amount: plain(r.amount),
      created_at: r.created_at.toISOString(),
    }));
    return { list, total, page: q.page, limit: q.limit };
  }

  const presentTransfer = (t: TransferRow, coin: Coin): TransferRecord => ({
    id: t.id,
    currency_id: t.coinId,
    symbol: coin.symbol,
    // Text columns written only from a validated transfer request.
    from: t.fromAccount as TransferableAccount,
    to: t.toAccount as TransferableAccount,
    amount: plain(t.amount),
    created_at: t.createdAt.toISOString(),
  });

  async function checkReserve(userId: number, account: UserAccount, coin: Coin, amount: string) {
    const kept = deps.reserved ? await deps.reserved(userId, account, coin.id) : new Big(0);
    if (kept.lte(0)) return;
    const free = (await availableOf(db, userId, account, coin.id)).minus(kept);
    if (free.lt(amount))
      throw new AppError('errors.transfer_reserved', {
        amount: plain(truncate(free.gt(0) ? free : new Big(0), coin.decimals)),
        coin: coin.symbol,
      });
  }

  /**
   * `wallet/change`: moves available funds between two of the user's own accounts, in one
   * transaction with its record. A retry with the same request id returns the first transfer.
   */
  async function transfer(userId: number, input: TransferRequest) {
    const coin = await coinById(input.currency_id);
    if (!fitsPrecision(input.amount, coin.decimals))
      throw new AppError('errors.amount_precision', { decimals: coin.decimals });
    return submitOnce({
      requestId: input.request_id,
      find: (requestId) => transferByRequest(db, userId, requestId),
      present: (row: TransferRow) => presentTransfer(row, coin),
      create: async () => {
        await checkReserve(userId, input.from, coin, input.amount);
        const row = await db.transaction(async (tx) => {
          const created = await insertTransfer(tx as Db, {
            userId,
            coinId: coin.id,
            fromAccount: input.from,
            toAccount: input.to,
            amount: input.amount,
            requestId: input.request_id ?? null,
          });
          await post(tx, {
            reason: 'transfer',
            reference: `transfer:${created.id}`,
            entries: [
              {
                userId,
                account: input.from,
                coinId: coin.id,
                field: 'available',
                amount: `-${input.amount}`,
              },
              { userId, account: input.to, coinId: coin.id, field: 'available', amount: input.amount },
            ],
          });
          return created;
        });
        return presentTransfer(row, coin);
      },
    });
  }

  /** `wallet/hzhistory`: the transfer records, newest first. */
  async function transferHistory(userId: number, q: { currency_id?: number; page: number; limit: number }) {
    const coinList = await coinsInOrder(db);
    const byId = new Map(coinList.map((c) => [c.id, c]));
    const { rows, total } = await transfersPage(db, userId, { coinId: q.currency_id }, q);
    return {
      list: rows.map((r) => presentTransfer(r, byId.get(r.coinId)!)),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  /** `currency/user_currency_list`: the coins, with the caller's spot balance when signed in. */
  async function currencyList(userId: number | null) {
    const coinList = await coinsInOrder(db);
    if (userId === null)
      return coinList.map((c) => ({
        currency_id: c.id,
        symbol: c.symbol,
        name: c.name,
        decimals: c.decimals,
      }));
    const spot = (await overview(userId)).accounts.find((a) => a.account === 'spot');
    return spot?.coins ?? [];
  }

  return { overview, detail, changeLog, transfer, transferHistory, currencyList };
}

export type FundsService = ReturnType<typeof createFundsService>;
