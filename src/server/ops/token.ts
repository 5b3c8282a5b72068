import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOKEN_FILE = 'ops-token';

/**
 * The secret `npm run ops` presents to a running server: OPS_TOKEN when set (several nodes share
 * it), otherwise a random one kept in the data directory, readable only by the server's user.
 */
export function ensureOpsToken(dataDir: string, fromEnv = process.env.OPS_TOKEN): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const token = randomBytes(32).toString('hex');
    writeFileSync(file, token, { mode: 0o600 });
    return token;
  }
}

export function readOpsToken(dataDir: string, fromEnv = process.env.OPS_TOKEN): string | null {
  if (fromEnv) return fromEnv;
  try {
    return readFileSync(path.join(dataDir, TOKEN_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

export function tokensMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const PORT_FILE = 'ops-port';

/** A running server notes its port, so `npm run ops` finds it whatever PORT it was started with. */
export function recordServerPort(dataDir: string, port: number): void {
  writeFileSync(path.join(dataDir, PORT_FILE), String(port));
}

export function forgetServerPort(dataDir: string): void {
  rmSync(path.join(dataDir, PORT_FILE), { force: true });
}

export function recordedServerPort(dataDir: string): number | null {
  try {
    const port = Number(readFileSync(path.join(dataDir, PORT_FILE), 'utf8'));
    return Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}
