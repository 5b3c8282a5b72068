import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real server (`src/server/main.ts`) as its own process, as `npm start` does. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  // A caller may pin the port (to restart a server where the browser expects it).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The server goes with the process that started it, however that ends: a SIGTERM to a bench
  // or to `npm run size` left its server running. A signal ends a process without its 'exit'
  // event, so the usual stop signals exit first, and 'exit' kills the child.
  const killChild = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const exitOnSignal = () => process.exit(130);
  process.once('exit', killChild);
  for (const signal of STOP_SIGNALS) process.once(signal, exitOnSignal);
  const forget = () => {
    process.off('exit', killChild);
    for (const signal of STOP_SIGNALS) process.off(signal, exitOnSignal);
  };
  child.once('exit', forget);
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a loaded machine tsx's first compile and the embedded database's migrations take a
  // while. SERVER_START_MS overrides it.
  const startMs = Number(process.env.SERVER_START_MS ?? 180_000);
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/get/reg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start within ${startMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
