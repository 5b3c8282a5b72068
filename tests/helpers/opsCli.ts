import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run ops` typed by an operator on a box of its own: a separate process with no server to
 * ask, so it opens the database itself (and Redis, to reach the nodes' sockets).
 */
export function opsCli(
  env: Record<string, string>,
  argv: string[],
): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/ops.ts', ...argv], {
      cwd: root,
      env: { ...process.env, ...env, OPS_OPERATOR: 'dana', PORT: '1' },
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, err }));
  });
}
