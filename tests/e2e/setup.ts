import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser';

// A setup file runs for every test file, also when files share one module graph (isolate: false):
// a hook registered by browser.ts itself would run after the first file only.
afterAll(closeSharedBrowser);
