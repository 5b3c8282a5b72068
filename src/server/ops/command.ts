import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { OpsError } from './opsError';

/** What commands run against: the database, the clock, and where uploaded files are kept. */
/** The app's configuration: where uploads live, their size limit, chain access, features' settings. */
export type OpsDeps = { db: Db; clock: Clock; config: Config };
export type OpsContext = OpsDeps & { operator: string };
export type OpsOptions = Record<string, string | undefined>;

/** An option a command declares for itself: `--name <text>`, repeated (`multiple`), or a flag. */
export type OpsOptionSpec = { type: 'string' | 'boolean'; multiple?: boolean };
/** The values of a command's own options, as declared. */
export type OwnOptions = Record<string, string | string[] | boolean | undefined>;

/** One `npm run ops -- <name> …` command; a feature declares its own in its manifest. */
export type OpsCommand = {
  usage: string;
  /** Options of its own, beyond the common ones (`--reason`, `--status`, …): read from `own`. */
  options?: Readonly<Record<string, OpsOptionSpec>>;
  run(ctx: OpsContext, args: string[], options: OpsOptions, own: OwnOptions): Promise<string>;
};

/** Plain aligned columns: operators read this in a terminal. */
export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const cell = (v: unknown) =>
    v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(keys), ...rows.map((r) => line(keys.map((k) => cell(r[k]))))].join('\n');
}

export const need = (value: string | undefined, what: string): string => {
  if (!value || !value.trim()) throw new OpsError(`missing ${what}`);
  return value;
};

export const idArg = (value: string | undefined, what: string): number => {
  const id = Number(need(value, what));
  if (!Number.isSafeInteger(id) || id <= 0) throw new OpsError(`${what} must be a positive whole number`);
  return id;
};

export const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new OpsError(`--status must be one of ${allowed.join(', ')}`);
  return value as T;
};

/** Who decided, and why: every review records both. */
export const review = (ctx: OpsContext, o: OpsOptions) => ({
  operator: ctx.operator,
  reason: need(o.reason, '--reason'),
});

export const uploadPath = (ctx: OpsContext, id: string | null) =>
  id ? path.join(ctx.config.uploadDir, id) : null;
