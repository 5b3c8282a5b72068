import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, marketReady } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AddressInfo } from 'node:net';
import { PRIVATE } from '../../../src/core/market/channels';
import type { PrivateEvent } from '../../../src/core/schemas/realtime';
import { openWs } from '../../helpers/wsClient';
import { openDatabase } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { seed } from '../../../src/server/db/seed';
import { SERVER_MODULES } from '../../../src/server/modules';
import { createSessionService } from '../../../src/server/modules/sessions/service';
import { COIN, fund } from '../../helpers/funds';
import { ledgerMismatches } from '../../helpers/ledgerInvariant';

/**
 * The whole app on PGlite on disk, as `npm start` runs it, with the simulated feed it ships
 * with, once its first ticks are recorded; and a signed-in user with USDT in one account.
 */
export async function startBenchApp(name: string, usdt: { amount: string; account: string }) {
  const dir = await mkdtemp(path.join(tmpdir(), `tw-bench-${name}-`));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  await database.migrate();
  await seed(database.db, SERVER_MODULES);
  const config = loadConfig(
    { DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' },
    'bench',
  );
  const app = await buildApp({ config, db: database.db, logger: false });
  await marketReady(app);
  await new Promise((r) => setTimeout(r, 3_000));

  const sessions = createSessionService({ db: database.db, clock: () => new Date(), ttlMs: 3_600_000 });
  const [user] = await database.db
    .insert(users)
    .values({ nickname: `bench-${name}`, inviteCode: `B${randomBytes(5).toString('hex')}` })
    .returning({ id: users.id });
  await fund(database.db, user!.id, usdt.amount, COIN.USDT, usdt.account);
  const token = await sessions.create(user!.id, { ip: null, userAgent: 'bench' });

  /** A call as the user; a refusal throws with the server's message. */
  async function call<T>(url: string, body: unknown): Promise<T> {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const envelope = res.json() as { type: string; message: string; data: T };
    if (envelope.type !== 'ok') throw new Error(`${url} refused: ${envelope.message}`);
    return envelope.data;
  }

  return {
    db: database.db,
    call,
    /**
     * Listens on a free port and signs a socket in as the user on the private channel: `heard`
     * holds when each frame `idOf` picks (its record's id, or null to skip) arrived.
     */
    async hearPrivate(idOf: (event: PrivateEvent) => number | null) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const socket = await openWs(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`);
      const heard = new Map<number, number>();
      socket.ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { ch?: string; data?: PrivateEvent };
        const id = frame.ch === PRIVATE && frame.data ? idOf(frame.data) : null;
        if (id !== null) heard.set(id, Date.now());
      });
      socket.send({ op: 'auth', token });
      await socket.next((f) => f.op === 'authed');
      await socket.sub(PRIVATE);
      return { heard, close: () => socket.close() };
    },
    /** Stops the app, then fails when the ledger does not equal the balances. */
    async stop() {
      const mismatches = await ledgerMismatches(database.db);
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
      if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
        throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export const randomRequestId = () => `bench-${randomBytes(8).toString('hex')}`;
