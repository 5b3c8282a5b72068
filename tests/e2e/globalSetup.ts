import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../src/server/cli/buildWeb';
import { webBuildIsStale } from '../../src/server/cli/webBuild';
import { ensureChromium } from '../tools/chromium';
import { startServer } from '../tools/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromium: string;
  }
}

/** One built app and one real server for all browser tests. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const chromium = ensureChromium();
  if (webBuildIsStale(root)) buildWeb(root);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-'));
  const server = await startServer({ DATA_DIR: dataDir, CUSTOMER_SERVICE_URL: '' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('chromium', chromium);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
