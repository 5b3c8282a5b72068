import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under these paths (files or folders), in ms. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when dist/ is missing or older than any source the web build reads. */
export function webBuildIsStale(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src/web', 'src/core', 'locales', 'public', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(root, p),
  );
  return newestMtime(sources) > statSync(built).mtimeMs;
}
