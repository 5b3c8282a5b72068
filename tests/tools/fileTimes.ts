import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * Where a test run's time went: each file's wall time from vitest's JSON report (the one CI
 * writes), slowest first, and the sum per project. Files run side by side (one per core), so the
 * sum is more than the run's wall time; the slowest files are what to shorten first.
 *
 *   npx tsx tests/tools/fileTimes.ts tests/artifacts/results.json [how many, default 20]
 */
type Report = { testResults: { name: string; startTime: number; endTime: number; status: string }[] };

const [file = 'tests/artifacts/results.json', shown = '20'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const root = process.cwd() + '/';
const files = report.testResults
  .map((r) => ({
    name: r.name.replace(root, ''),
    seconds: (r.endTime - r.startTime) / 1000,
    status: r.status,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const projectOf = (name: string) => name.split('/')[1] ?? 'other';
const byProject = new Map<string, number>();
for (const f of files) byProject.set(projectOf(f.name), (byProject.get(projectOf(f.name)) ?? 0) + f.seconds);
const started = Math.min(...report.testResults.map((r) => r.startTime));
const ended = Math.max(...report.testResults.map((r) => r.endTime));

console.log(
  `\nTest time per file (wall ${((ended - started) / 1000).toFixed(0)} s, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} now):`,
);
for (const f of files.slice(0, Number(shown)))
  console.log(
    `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}${f.status === 'passed' ? '' : `  (${f.status})`}`,
  );
console.log(
  `  per project: ${[...byProject].map(([p, s]) => `${p} ${s.toFixed(0)} s`).join(', ')} (${files.length} files)`,
);
