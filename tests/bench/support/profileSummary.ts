/**
 * Where a CPU profile's time went, in a terminal: the heaviest functions by self time, and per
 * package or source file the time spent in it or below it (inclusive).
 *
 *   npx tsx tests/bench/support/profileSummary.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** `drizzle-orm`, `src/server/ledger/ledger.ts`, `node:internal/…`, or `(program)` and the like. */
function groupOf(url: string, name: string): string {
  if (!url) return `(${name || 'anonymous'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(src + 1);
  const tests = url.indexOf('/tests/');
  if (tests >= 0) return url.slice(tests + 1);
  return url.startsWith('node:') ? url.split('/').slice(0, 2).join('/') : url;
}

export function summarize(profile: Profile, rows = 25): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${groupOf(url, functionName)}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const group = groupOf(f.url, f.functionName);
      if (!seen.has(group)) inclusive.set(group, (inclusive.get(group) ?? 0) + ms);
      seen.add(group);
    }
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), '%': ((100 * ms) / total).toFixed(1) }));
  console.log(`profile: ${Math.round(total)} ms sampled`);
  console.log('self time by function');
  console.table(top(self));
  console.log('inclusive time by package or file');
  console.table(top(inclusive));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [rows]');
  summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(rows ?? 25));
}
