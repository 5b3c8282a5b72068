/**
 * Writes `/api/openapi.json` as the server generates it, for the linter (`npm run lint:api`):
 * `tsx tests/tools/openapi.ts <file>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allCalls, apiDocument } from '../../src/core/calls/all';
import packageJson from '../../package.json' with { type: 'json' };

const out = process.argv[2] ?? 'tests/artifacts/openapi.json';
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(apiDocument(packageJson.version), null, 2));
console.log(`${out}: ${allCalls.length} calls`);
