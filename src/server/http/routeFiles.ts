/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Files a page asks for once it has painted: scripts to preload, style sheets to fetch early. */
export type StartFiles = { scripts: string[]; styles: string[] };

/**
 * The files a lazy route's screen needs before it can show: its chunks with every chunk they
 * import, and their style sheets, less what the page already has. `sources` are manifest keys
 * (the route file, its feature texts); a key the build does not have is skipped.
 */
export function routeFiles(manifest: Manifest, sources: string[], already: ReadonlySet<string>): StartFiles {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    const file = `/${chunk.file}`;
    if (!already.has(file)) scripts.push(file);
    for (const sheet of chunk.css ?? []) {
      const href = `/${sheet}`;
      if (!already.has(href) && !styles.includes(href)) styles.push(href);
    }
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { scripts, styles };
}
