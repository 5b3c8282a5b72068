import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now (the node is told it, so a restart listens on the same one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type NodeProcess = {
  name: string;
  base: string;
  /** What the node printed (warnings and errors), for a failing test's message. */
  output(): string;
  /** The process dies at once, mid-request, with nothing flushed: what a power cut does. */
  kill9(): Promise<void>;
  /** SIGTERM: the node closes its server and database, as a deploy stops it. */
  stop(): Promise<void>;
  /** Started again with the same settings and port (after kill9 or stop). */
  restart(): Promise<void>;
};

/**
 * One app node as production runs it: `src/server/main.ts` in its own process (migrations, seed,
 * engine, market, HTTP), with the settings given. Ready once its API answers.
 */
export async function startNodeProcess(name: string, env: Record<string, string>): Promise<NodeProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let printed = '';

  async function launch() {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${printed}`);
      const ok = await fetch(`${base}/api/currency/quotation_new`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      if (Date.now() - started > 180_000) throw new Error(`${name} did not answer in 180 s:\n${printed}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => c.once('exit', () => resolve()));

  await launch();
  return {
    name,
    base,
    output: () => printed,
    async kill9() {
      const c = child!;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      const c = child!;
      c.kill('SIGTERM');
      await exited(c);
    },
    restart: launch,
  };
}
