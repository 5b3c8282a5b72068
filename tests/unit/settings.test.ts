import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { platformSettings } from '../../src/server/config';
import { SERVER_MODULES } from '../../src/server/modules';

/*
 * Operators configure the app from README's table: every variable the platform or a feature reads
 * is there (the table also lists what the command-line tools read).
 */
const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const inTable = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]!));
const featureSettings = SERVER_MODULES.flatMap((feature) =>
  feature.settings ? Object.keys((feature.settings as ZodObject).shape) : [],
);
const read = [...Object.keys(platformSettings.shape), ...featureSettings];

describe('the configuration table', () => {
  it('lists every setting the platform and the features read', () => {
    expect(featureSettings).toContain('OPTIONS_ENABLED');
    expect(read.filter((name) => !inTable.has(name))).toEqual([]);
  });
});
