import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

/**
 * `npm run gen`: the lists every feature used to add itself to by hand, written from the folders.
 *
 * - `src/core/calls/features.gen.ts`: every file of calls in `src/core/calls/` (each exports
 *   `calls`, `tag` and `tagDescription`);
 * - `src/server/modules/features.gen.ts`: every `src/server/modules/<feature>/index.ts` and the
 *   `<feature>Module` it exports (the set-up order comes from each manifest's `after`);
 * - `src/server/db/schema/index.ts`: every `pgTable` of every file in `src/server/db/schema/`.
 *
 * The web needs no list: its routes, menu and home entries are found by `import.meta.glob`.
 * tests/unit/features.test.ts fails when a written file is not what this writes.
 */
const root = path.resolve(import.meta.dirname, '../..');
const HEADER = '// Written by tests/tools/features.ts (npm run gen) from the folders: do not edit.';

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
const filesIn = (dir: string) =>
  sorted(
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.gen.ts'))
      .map((entry) => entry.name.slice(0, -'.ts'.length)),
  );
const foldersIn = (dir: string) =>
  sorted(
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function callFiles(): string {
  const files = filesIn('src/core/calls').filter((name) => name !== 'all');
  for (const name of files) {
    const text = read(`src/core/calls/${name}.ts`);
    for (const wanted of ['calls', 'tag', 'tagDescription'])
      if (!new RegExp(`export const ${wanted}\\b`).test(text))
        throw new Error(`src/core/calls/${name}.ts does not export \`${wanted}\``);
  }
  return [
    HEADER,
    ...files.map((name) => `import * as ${name}Calls from './${name}';`),
    '',
    '/** Every file of calls, each with its `calls`, `tag` and `tagDescription`. */',
    `export const CALL_FILES = [${files.map((name) => `${name}Calls`).join(', ')}] as const;`,
    '',
  ].join('\n');
}

function serverModules(): string {
  const imports = foldersIn('src/server/modules').map((folder) => {
    const text = read(`src/server/modules/${folder}/index.ts`);
    const name = /export const (\w+Module): ServerModule\b/.exec(text)?.[1];
    if (!name)
      throw new Error(`src/server/modules/${folder}/index.ts exports no \`<feature>Module: ServerModule\``);
    return { folder, name };
  });
  return [
    HEADER,
    "import type { ServerModule } from './module';",
    ...imports.map(({ folder, name }) => `import { ${name} } from './${folder}';`),
    '',
    '/** Every feature folder of the server, by name: `index.ts` sets them up in dependency order. */',
    `export const FEATURE_MODULES: readonly ServerModule[] = [${imports.map(({ name }) => name).join(', ')}];`,
    '',
  ].join('\n');
}

function schemaIndex(): string {
  const files = filesIn('src/server/db/schema').filter((name) => name !== 'index');
  const lines = files.flatMap((name) => {
    const tables = [
      ...read(`src/server/db/schema/${name}.ts`).matchAll(/export const (\w+) = pgTable\(/g),
    ].map((m) => m[1]!);
    return tables.length ? [`export { ${tables.join(', ')} } from './${name}';`] : [];
  });
  return [
    HEADER,
    '// The database schema, one file per domain: drizzle and drizzle-kit read every table from here.',
    '',
    ...lines,
    '',
  ].join('\n');
}

export const GENERATED: Record<string, () => string> = {
  'src/core/calls/features.gen.ts': callFiles,
  'src/server/modules/features.gen.ts': serverModules,
  'src/server/db/schema/index.ts': schemaIndex,
};

/** What the file should hold, formatted as the repository formats it. */
export async function generated(file: string): Promise<string> {
  const absolute = path.join(root, file);
  const options = await prettier.resolveConfig(absolute);
  return prettier.format(GENERATED[file]!(), { ...options, filepath: absolute });
}

export const readGenerated = (file: string) => {
  try {
    return read(file);
  } catch {
    return '';
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of Object.keys(GENERATED)) {
    const source = await generated(file);
    if (readGenerated(file) === source) console.log(`${file} is up to date`);
    else {
      writeFileSync(path.join(root, file), source);
      console.log(`wrote ${file}`);
    }
  }
}
