import type { Db } from '../../src/server/db/client';
import { post } from '../../src/server/ledger/ledger';
import { SERVER_MODULES } from '../../src/server/modules';
import { declareLedger } from '../../src/server/modules/setUp';

// A test may post without an app in its process (an e2e test funding users between two server
// runs): the ledger learns the features' reasons here, as `npm run ops` does without a server.
declareLedger(SERVER_MODULES);

export const COIN = { BTC: 1, ETH: 2, USDT: 3, USDC: 4, DOGE: 5 } as const;

/** Gives a test user money the way an operator would: platform deposit side → user account. */
export async function fund(
  db: Db,
  userId: number,
  amount: string,
  coinId: number = COIN.USDT,
  account = 'spot',
) {
  await post(db, {
    reason: 'operator_credit',
    reference: `test-fund:${userId}`,
    entries: [
      { userId: null, account: 'platform:deposit', coinId, field: 'available', amount: `-${amount}` },
      { userId, account, coinId, field: 'available', amount },
    ],
  });
}
