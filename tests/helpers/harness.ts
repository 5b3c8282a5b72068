import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { MessageSender } from '../../src/server/delivery/types';
import type { LogDestination } from '../../src/server/lib/logging';
import type { MarketBus } from '../../src/server/market/bus';
import type { Leader } from '../../src/server/market/leader';
import { createManualFeed } from '../fixtures/manualFeed';
import { checkResponsesAgainstContract, CONTRACT_VIOLATION_HEADER } from './contractCheck';
import { ledgerMismatches } from './ledgerInvariant';
import { createTestDatabase, type DbKind } from './testDb';

export { NEW_ACCOUNT_SECRETS } from './newAccount';

export type Envelope = { type: string; code: number; message: string; msg?: string; data?: unknown };

/** What the dev outbox wrote: a code, or a notice (no code) such as a bank card change. */
export type OutboxMessage = { to: string; channel: string; scene: string; code?: string; text: string };

/** A clock the test moves by hand: code expiry and lockouts without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

type CallOptions = {
  token?: string;
  lang?: string;
  ip?: string;
  json?: boolean;
  headers?: Record<string, string>;
};

let ipCounter = 0;
/** Each request from a different address unless a test pins one, so per-IP limits stay out of the way. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * The whole server on a fresh database, driven through `app.inject` — real routes, real
 * services, real SQL, the real dev outbox.
 */
export async function createHarness(
  kind: DbKind,
  env: Record<string, string> = {},
  sender?: MessageSender,
  options: {
    feed?: ReturnType<typeof createManualFeed>;
    stockFeed?: ReturnType<typeof createManualFeed>;
    bus?: MarketBus;
    leader?: Leader;
    /** A database shared with other nodes of the test, which closes it; a fresh one by default. */
    database?: Database;
    /** Receives the server's log lines (at info); no log by default. */
    logStream?: LogDestination;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-api-'));
  const database = options.database ?? (await createTestDatabase(kind));
  const clock = new TestClock();
  // A configured install, as production is: the local demo setup only where a test asks for it.
  const config: Config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOCAL_DEMO: 'false', ...env },
    '9.9.9-test',
  );
  // Prices come from a feed the test drives: `h.feed.push('BTCUSDT', '60000')`.
  const feed = options.feed ?? createManualFeed();
  // US stock quotes too: `h.stockFeed.push('AAPL', '230.5')`.
  const stockFeed = options.stockFeed ?? createManualFeed();
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    clock: clock.now,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    sender,
    feed,
    stockFeed,
    bus: options.bus,
    leader: options.leader,
  });
  checkResponsesAgainstContract(app);
  await app.ready();
  await marketReady(app);
  const outboxDir = path.join(dataDir, 'outbox');

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = options.token;
    if (options.lang) headers['language-mark'] = options.lang;
    let payload: string | undefined;
    if (body !== undefined && method !== 'GET') {
      if (options.json || typeof body !== 'object' || body === null) {
        headers['content-type'] ??= 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      } else {
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      }
    }
    const response = await app.inject({
      method,
      url: `/api/${url}`,
      headers,
      payload,
      remoteAddress: options.ip ?? nextIp(),
    });
    const violation = response.headers[CONTRACT_VIOLATION_HEADER];
    if (typeof violation === 'string') {
      throw new Error(
        `${method} /api/${url} answered outside its contract: ${decodeURIComponent(violation)}`,
      );
    }
    return { status: response.statusCode, body: response.json() as Envelope };
  }

  async function outbox(): Promise<OutboxMessage[]> {
    const names = (await readdir(outboxDir).catch(() => [] as string[])).sort();
    return Promise.all(
      names.map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), 'utf8')) as OutboxMessage),
    );
  }

  const h = {
    app,
    db: database.db,
    clock,
    config,
    dataDir,
    feed,
    stockFeed,
    post: (url: string, body?: unknown, options?: CallOptions) => call('POST', url, body ?? {}, options),
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    put: (url: string, body?: unknown, options?: CallOptions) => call('PUT', url, body ?? {}, options),
    outbox,
    /** The newest code the outbox holds for this address. */
    async latestCode(to: string): Promise<string> {
      const found = (await outbox()).filter((m) => m.to === to && m.code).pop();
      if (!found?.code) throw new Error(`no code in the outbox for ${to}`);
      return found.code;
    },
    /** Registers by e-mail through the real code flow; returns the session token. */
    async registerEmail(email: string, password = 'secret123', extra: Record<string, string> = {}) {
      const sent = await h.post('sms_mail', { email, scene: 'register' });
      if (sent.body.type !== 'ok') throw new Error(`code not sent: ${sent.body.message}`);
      const code = await h.latestCode(email.toLowerCase());
      const res = await h.post('user/register', {
        account_type: 'email',
        account: email,
        code,
        password,
        re_password: password,
        pay_password: '123456',
        re_pay_password: '123456',
        agree: '1',
        ...extra,
      });
      if (res.body.type !== 'ok') throw new Error(`register failed: ${res.body.message}`);
      return res.body.data as { token: string; user: { id: number; invite_code: string } };
    },
    /** Closing checks the ledger: after every API test file, balances equal their records. */
    async close() {
      const mismatches = await ledgerMismatches(database.db);
      if (mismatches.balances.length > 0 || mismatches.coins.length > 0) {
        throw new Error(`ledger out of balance: ${JSON.stringify(mismatches)}`);
      }
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return h;
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

let emailCounter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(emailCounter += 1)}@example.com`;
