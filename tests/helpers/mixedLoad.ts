import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { identityVerifications } from '../../src/server/db/schema';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { SERVER_MODULES } from '../../src/server/modules';
import { runOps } from '../../src/server/ops/commands';
import type { Config } from '../../src/server/config';
import { COIN, fund } from './funds';
import type { Envelope } from './harness';
import { NEW_ACCOUNT_SECRETS } from './newAccount';
import { ADDRESSES } from './withdrawals';

/*
 * A mixed load of real users' requests against running nodes (their own processes): spot orders,
 * transfers, withdrawals, option opens, contract opens and closes, trust subscriptions and
 * peer-to-peer orders. A request that gets no answer (its node died) is sent again, unchanged and
 * with the same request id, to the next node until one answers: what a client does after a
 * dropped connection, and what must never do the work twice.
 */

export type Answer = { status: number; body: Envelope };

/** A JSON call to `/api/<path>` on a node; rejects when the node does not answer at all. */
export async function callNode(base: string, path: string, body?: object, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed };
}

export const ok = <T>(answer: Answer, what: string): T => {
  if (answer.body.type !== 'ok') throw new Error(`${what} refused: ${answer.body.message}`);
  return answer.body.data as T;
};

export type LoadUser = { id: number; token: string; addressId: number };

/** The table whose (user, request id) row a kind of request writes. */
export const TABLE_OF = {
  spot: 'spot_orders',
  transfer: 'transfers',
  withdrawal: 'withdrawals',
  option: 'option_orders',
  contract: 'perp_positions',
  trust: 'finance_orders',
  c2c: 'c2c_orders',
} as const;
export type LoadKind = keyof typeof TABLE_OF | 'contract-close';

export type Sent = {
  kind: LoadKind;
  userId: number;
  requestId: string | null;
  /** How many nodes it was sent to before one answered (more than one: a retry). */
  attempts: number;
  answer: Answer;
};

const rid = () => `load-${randomBytes(8).toString('hex')}`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Sends to `bases[first]`, then to the next node while none answers (each tried for up to 60 s). */
async function sendUntilAnswered(
  bases: () => readonly string[],
  first: number,
  path: string,
  body: object,
  token: string,
): Promise<{ answer: Answer; attempts: number }> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const list = bases();
    try {
      return {
        answer: await callNode(list[(first + attempt) % list.length]!, path, body, token),
        attempts: attempt + 1,
      };
    } catch (err) {
      if (Date.now() - started > 60_000) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export type LoadSetup = {
  users: LoadUser[];
  trustProductId: number;
  c2cAdId: number;
};

type Registered = { id: number; token: string };

/** Phase one (through a node): the users and a merchant register. */
export async function registerLoadUsers(base: string, count: number) {
  const register = async (prefix: string): Promise<Registered> => {
    const account = `${prefix}${randomBytes(5).toString('hex')}`;
    const data = ok<{ token: string; user: { id: number } }>(
      await callNode(base, 'user/register', { ...NEW_ACCOUNT_SECRETS, account_type: 'username', account }),
      'register',
    );
    return { id: data.user.id, token: data.token };
  };
  const users: Registered[] = [];
  for (let i = 0; i < count; i += 1) users.push(await register('load'));
  return { users, merchant: await register('merchant') };
}
type LoadUsers = Awaited<ReturnType<typeof registerLoadUsers>>;

/**
 * Phase two (in the database, as an operator's tools write it): verified, money on every
 * account, the merchant made. Answers the trust product the load subscribes to.
 */
export async function fundLoadUsers(db: Db, config: Config, { users, merchant }: LoadUsers) {
  for (const user of users) {
    await db.insert(identityVerifications).values({ userId: user.id, level: 'basic', status: 'approved' });
    await fund(db, user.id, '200000', COIN.USDT);
    for (const account of ['options', 'contract']) await fund(db, user.id, '20000', COIN.USDT, account);
  }
  await fund(db, merchant.id, '1000000', COIN.USDT);
  // Throws when the command refuses.
  await runOps(
    { db, clock: () => new Date(), config },
    opsCommandsOf(SERVER_MODULES),
    ['c2c:merchant', String(merchant.id), '--nickname', `M${merchant.id}`, '--reason', 'crash test merchant'],
    'test-ops',
  );
  const [product] = (
    (await db.execute(sql`select id from finance_products where name = 'USDT 7-day' limit 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  return Number(product!.id);
}

/** Phase three (through a node): withdrawal addresses, the merchant's payment method and sell ad. */
export async function finishLoadSetup(
  base: string,
  { users, merchant }: LoadUsers,
  trustProductId: number,
): Promise<LoadSetup> {
  const ready: LoadUser[] = [];
  for (const user of users) {
    const address = ok<{ id: number }>(
      await callNode(
        base,
        'wallet/addaddress',
        { currency_id: '3', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '123456' },
        user.token,
      ),
      'address',
    );
    ready.push({ ...user, addressId: address.id });
  }
  ok(
    await callNode(
      base,
      'ctc/merchant/payment_method_save',
      { pay_type: 'bank', name: 'Ana Merchant', account: 'ES7620770024003102575766', bank: 'Banco Uno' },
      merchant.token,
    ),
    'payment method',
  );
  const ad = ok<{ id: number }>(
    await callNode(
      base,
      'ctc/merchant/ad_save',
      {
        side: 'buy',
        coin: 'USDT',
        fiat: 'USD',
        price: '1.01',
        min_amount: '10',
        max_amount: '5000',
        quantity: '900000',
        pay_types: ['bank'],
      },
      merchant.token,
    ),
    'ad',
  );
  return { users: ready, trustProductId, c2cAdId: ad.id };
}

/** Users ready for every kind of request, on a node whose database this process can write too. */
export async function prepareLoad(db: Db, config: Config, base: string, count: number): Promise<LoadSetup> {
  const registered = await registerLoadUsers(base, count);
  return finishLoadSetup(base, registered, await fundLoadUsers(db, config, registered));
}

/** One request of a random kind for `user`: its path and body (the request id inside). */
function nextRequest(
  setup: LoadSetup,
  user: LoadUser,
  openPositions: Map<number, number[]>,
): { kind: LoadKind; path: string; body: Record<string, unknown> } {
  const kinds: LoadKind[] = ['spot', 'transfer', 'withdrawal', 'option', 'contract', 'trust', 'c2c'];
  if ((openPositions.get(user.id) ?? []).length > 0) kinds.push('contract-close');
  const kind = pick(kinds);
  const request_id = rid();
  switch (kind) {
    case 'spot':
      return {
        kind,
        path: 'coin/trade',
        body: {
          symbol: 'BTC/USDT',
          side: pick(['buy', 'sell']),
          type: 'market',
          quantity: '0.0001',
          request_id,
        },
      };
    case 'transfer':
      return {
        kind,
        path: 'wallet/change',
        body: {
          currency_id: '3',
          from: 'spot',
          to: pick(['options', 'contract', 'trust']),
          amount: '1',
          request_id,
        },
      };
    case 'withdrawal':
      return {
        kind,
        path: 'wallet/out',
        body: {
          currency_id: '3',
          network: 'TRC20',
          amount: '20',
          pay_password: '123456',
          address_id: String(user.addressId),
          request_id,
        },
      };
    case 'option':
      return {
        kind,
        path: 'microtrade/submit',
        body: {
          symbol: pick(['BTC/USDT', 'ETH/USDT']),
          direction: pick(['up', 'down']),
          seconds: '30',
          amount: '10',
          account: 'real',
          request_id,
        },
      };
    case 'contract':
      return {
        kind,
        path: 'lever/submit',
        body: {
          symbol: 'BTC/USDT',
          side: pick(['long', 'short']),
          type: 'market',
          margin_mode: 'isolated',
          lots: '1',
          leverage: '10',
          request_id,
        },
      };
    case 'trust':
      return {
        kind,
        path: 'lh/deposit',
        body: { product_id: String(setup.trustProductId), amount: '100', agree: '1', request_id },
      };
    case 'c2c':
      return {
        kind,
        path: 'ctc/order/add',
        body: { ad_id: String(setup.c2cAdId), amount: '20', pay_type: 'bank', request_id },
      };
    case 'contract-close': {
      const list = openPositions.get(user.id)!;
      const id = list.splice(Math.floor(Math.random() * list.length), 1)[0]!;
      return { kind, path: 'lever/close', body: { id: String(id) } };
    }
  }
}

/**
 * Every user sends one request after another (a random kind, to a random node) until `stop()`;
 * resolves with every request and the answer it finally got.
 */
export function runMixedLoad(setup: LoadSetup, bases: () => readonly string[]) {
  const sent: Sent[] = [];
  let running = true;
  const openPositions = new Map<number, number[]>();
  const loops = setup.users.map(async (user) => {
    while (running) {
      const request = nextRequest(setup, user, openPositions);
      const { answer, attempts } = await sendUntilAnswered(
        bases,
        Math.floor(Math.random() * bases().length),
        request.path,
        request.body,
        user.token,
      );
      sent.push({
        kind: request.kind,
        userId: user.id,
        requestId: (request.body.request_id as string | undefined) ?? null,
        attempts,
        answer,
      });
      if (request.kind === 'contract' && answer.body.type === 'ok') {
        const id = (answer.body.data as { id: number }).id;
        openPositions.set(user.id, [...(openPositions.get(user.id) ?? []), id]);
      }
    }
  });
  return {
    sent,
    async stop(): Promise<Sent[]> {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}
