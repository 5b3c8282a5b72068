import { Big } from '../../src/core/money';
import type { SpotOrder, SpotOrderList } from '../../src/core/schemas/spot';
import { balancesOf, platformBookBalance } from '../../src/server/ledger/ledger';
import type { Envelope, Harness } from './harness';

/** A user's spot balance of one coin as plain decimals ("0" when none). */
export async function spotBalance(h: Harness, userId: number, coinId: number) {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === coinId);
  return {
    available: new Big(row?.available ?? '0').toFixed(),
    frozen: new Big(row?.frozen ?? '0').toFixed(),
  };
}

/** A platform account's balance of one coin, as a Big (platform rows may be negative). */
export async function platformBalance(h: Harness, account: string, coinId: number): Promise<Big> {
  return new Big(await platformBookBalance(h.db, account, coinId));
}

/**
 * Index prices for the manual feed. The market records at most one tick per symbol per second,
 * so each push is stamped now but at least a second after the previous one: recorded at once,
 * and never too old for the spot service to trade on.
 */
export function priceFeed(h: Harness) {
  let ts = 0;
  return (feedSymbol: string, price: string): number => {
    ts = Math.max(ts + 1000, Date.now());
    h.feed.push(feedSymbol, price, ts);
    return ts;
  };
}

export const orderOf = (res: { body: Envelope }) => res.body.data as SpotOrder;

/** Polls the user's order list until `done` holds (the engine fills on its own schedule). */
export async function waitForOrder(
  h: Harness,
  token: string,
  id: number,
  done: (order: SpotOrder) => boolean,
  timeoutMs = 5000,
): Promise<SpotOrder> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const status of ['open', 'history'] as const) {
      const res = await h.get(`coin/list?status=${status}&limit=100`, { token });
      const found = (res.body.data as SpotOrderList).list.find((o) => o.id === id);
      if (found && done(found)) return found;
    }
    if (Date.now() > deadline) throw new Error(`order ${id} did not reach the expected state`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
