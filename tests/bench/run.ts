import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: every benchmark in tests/bench, one after the other in one run, each
 * printing its figures. `npm run bench -- ws chart` runs only those.
 */
const only = process.argv.slice(2);
const dir = import.meta.dirname;
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => path.basename(f, '.ts'))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();
console.log(`Benchmarks on ${new Date().toISOString()} (${benches.join(', ')})`);
for (const name of benches) {
  const started = Date.now();
  const bench = (await import(path.join(dir, `${name}.ts`))) as { run(): Promise<unknown> };
  await bench.run();
  console.log(`  (${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
process.exit(0);
