import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_SECRETS } from '../helpers/harness';
import { startServer } from '../tools/server';

const root = path.resolve(import.meta.dirname, '../..');

/** The real `npm run ops` entry, as an operator types it, against the same data directory. */
function opsCli(dataDir: string, argv: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/ops.ts', ...argv], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, OPS_OPERATOR: 'carol', PORT: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

describe('npm run ops, from a terminal beside an embedded-database server', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let userId = 0;
  let token = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tw-ops-'));
    server = await startServer({ DATA_DIR: dataDir });
    const res = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account_type: 'username', account: 'OpsUser01', ...NEW_ACCOUNT_SECRETS }),
    });
    const body = (await res.json()) as { data: { token: string; user: { id: number } } };
    userId = body.data.user.id;
    token = body.data.token;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reaches the running server (whatever its port) and the credit shows in the app', async () => {
    const credit = opsCli(dataDir, [
      'credit',
      String(userId),
      'spot',
      'USDT',
      '12.34',
      '--reason',
      'welcome bonus',
    ]);
    expect(credit).toMatchObject({ code: 0 });
    expect(credit.out).toMatch(/credited: ledger transaction \d+/);
    const list = await fetch(`${server.url}/api/wallet/list`, {
      method: 'POST',
      headers: { authorization: token },
    });
    const overview = (await list.json()) as { data: { total_valuation: string } };
    expect(overview.data.total_valuation).toBe('12.34');
    expect(opsCli(dataDir, ['log']).out).toMatch(/carol\s+balance\.credit\s+user:\d+\s+welcome bonus/);
  }, 120_000);

  it('opens the database itself once the server has stopped, and reports mistakes on stderr', async () => {
    await server.stop();
    const balances = opsCli(dataDir, ['balances', String(userId)]);
    expect(balances).toMatchObject({ code: 0 });
    expect(balances.out).toMatch(/spot\s+USDT\s+12\.34/);
    const refused = opsCli(dataDir, ['debit', String(userId), 'spot', 'USDT', '100', '--reason', 'x']);
    expect(refused).toMatchObject({ code: 1, err: 'refused: errors.insufficient_balance' });
  }, 120_000);
});
