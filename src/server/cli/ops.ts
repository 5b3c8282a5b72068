import { userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { systemClock } from '../lib/clock';
import { SERVER_MODULES } from '../modules';
import { declareLedger, opsCommandsOf } from '../modules/setUp';
import { operatorMistake, runOps } from '../ops/commands';
import { readOpsToken, recordedServerPort } from '../ops/token';
import { eventsFor } from '../events/events';
import { tellUsersThrough } from '../events/private';
import { createRedisBus } from '../market/redisBus';
import { connectRedis } from '../market/redisClient';
import { marketChannel } from '../market/redisBus';
import type { Db } from '../db/client';

/**
 * `npm run ops -- <command>`: operator work (review deposits, withdrawals, verifications; manual
 * credits and debits). It asks the running server first; with no server running it opens the
 * database itself.
 */
const config = loadConfig(process.env);
const argv = process.argv.slice(2);
const operator = process.env.OPS_OPERATOR ?? userInfo().username;

async function viaServer(): Promise<{ ok: boolean; text: string } | null> {
  const token = readOpsToken(config.dataDir);
  if (!token) return null;
  try {
    const port = recordedServerPort(config.dataDir) ?? config.port;
    const res = await fetch(`http://127.0.0.1:${port}/ops/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ argv, operator }),
    });
    if (res.status === 404) return null;
    const body = (await res.json()) as { output?: string; error?: string };
    return { ok: res.ok, text: body.output ?? body.error ?? '' };
  } catch {
    return null; // nothing listening: run against the database directly
  }
}

/**
 * With Redis configured, what a command tells a user (a message, a balance) reaches the user's
 * sockets on every node, as when the server runs it. Returns what closes the connection, once
 * the publishes have gone out.
 */
async function tellUsersOnEveryNode(db: Db): Promise<() => Promise<void>> {
  if (!config.redisUrl) return async () => {};
  const onError = (err: unknown) => process.stderr.write(`redis: ${String(err)}\n`);
  const redis = await connectRedis(config.redisUrl, onError);
  const bus = await createRedisBus(redis, { channel: marketChannel(config.redisPrefix), onError });
  tellUsersThrough(db, bus);
  return async () => {
    await bus.close();
    await redis.close(); // waits for the queued publishes' replies
  };
}

async function direct(): Promise<{ ok: boolean; text: string }> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  // Without the server, this process is the app: the ledger learns the features' reasons here.
  declareLedger(SERVER_MODULES);
  // …and what the features hear (a message written for an operator's decision).
  eventsFor(
    database.db,
    SERVER_MODULES.map((feature) => feature.hears),
  );
  const closeBus = await tellUsersOnEveryNode(database.db);
  try {
    await database.migrate();
    await seed(database.db, SERVER_MODULES);
    return {
      ok: true,
      text: await runOps(
        { db: database.db, clock: systemClock, config },
        opsCommandsOf(SERVER_MODULES),
        argv,
        operator,
      ),
    };
  } catch (err) {
    const mistake = operatorMistake(err);
    if (mistake === null) throw err;
    return { ok: false, text: mistake };
  } finally {
    await closeBus();
    await database.close();
  }
}

const result = (await viaServer()) ?? (await direct());
(result.ok ? process.stdout : process.stderr).write(`${result.text}\n`);
process.exitCode = result.ok ? 0 : 1;
