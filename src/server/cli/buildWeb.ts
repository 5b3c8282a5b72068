import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the web app in its own process with NODE_ENV=production. Building inside a process
 * that already has NODE_ENV set (vitest sets "test") would bundle React's development build.
 */
export function buildWeb(root: string): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
}
