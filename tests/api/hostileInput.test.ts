import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/core/calls/all';
import type { Call } from '../../src/core/contract/call';
import { jsonSchemaOf } from '../../src/core/contract/openapi';
import { textProblem } from '../../src/core/contract/safeText';
import { createHarness, type Harness } from '../helpers/harness';

/*
 * Every call of the contract, attacked one field at a time: the other fields hold plausible
 * values, so the hostile one travels as deep as validation lets it. Whatever arrives, the
 * answer is an envelope and never a 500, and no row changes.
 */

type Schema = { type?: string; enum?: unknown[]; properties?: Record<string, Schema>; [k: string]: unknown };

/** Plausible values by field name, so a request gets past the fields the attack is not about. */
const SAMPLES: Record<string, string> = {
  account: 'hostile@example.com',
  email: 'hostile@example.com',
  phone: '13800138000',
  area_code: '86',
  password: 'secret123',
  re_password: 'secret123',
  old_password: 'secret123',
  new_password: 'secret456',
  pay_password: '123456',
  re_pay_password: '123456',
  code: '123456',
  agree: '1',
  currency_id: '3',
  id: '1',
  address_id: '1',
  amount: '10',
  quantity: '0.01',
  price: '60000',
  symbol: 'BTC/USDT',
  request_id: 'hostile-request-1',
  address: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy',
  hash: '0x' + 'ab'.repeat(32),
  lang: 'en',
  nickname: 'hostile',
};

/** What a field may hold to pass the other fields' rules: by name, else by its schema. */
function plausible(name: string, schema: Schema): string {
  if (SAMPLES[name] !== undefined) return SAMPLES[name];
  if (Array.isArray(schema.enum) && schema.enum.length) return String(schema.enum[0]);
  if ('const' in schema) return String(schema.const);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  if (schema.type === 'boolean') return 'true';
  return 'abc';
}

/** The fields of a request schema; for a union, its first branch's (enough to reach the rules). */
function fieldsOf(schema: Schema): Record<string, Schema> {
  if (schema.properties) return schema.properties;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[key] as Schema[] | undefined;
    if (parts?.length)
      return Object.assign({}, ...(key === 'allOf' ? parts : parts.slice(0, 1)).map(fieldsOf));
  }
  return {};
}

const HOSTILE_TEXT = [
  '\u0000',
  'abc\u0000def',
  'line\u001b[31mred',
  '\u0007bell',
  '\u202Egnp.exe',
  'safe\u2066isolate',
  '\uD800',
  'tail\uDFFF',
  'x'.repeat(100_000),
];
const HOSTILE_NUMBERS = [
  '2147483648',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999',
  '1'.repeat(39),
  '0.' + '0'.repeat(30) + '1',
  '-0',
  '-1',
  '1e400',
  '1e-400',
  '-1e21',
  'NaN',
  'Infinity',
];
/** Text with one character no field accepts, somewhere in it. */
const unsafeText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u202e', '\u2069', '\ud800', '\udc00'),
    fc.string({ maxLength: 20 }),
  )
  .map(([a, c, b]) => a + c + b);

const NUMERIC_NAMES = /(^|_)(id|amount|quantity|price|page|limit|before|seconds|lots|leverage)$/;
/** Fields that hold numbers get the numbers no column can hold as well. */
const isNumeric = (name: string, schema: Schema) =>
  NUMERIC_NAMES.test(name) || schema.type === 'integer' || schema.type === 'number';

/** JSON bodies can carry numbers that no form can. */
const HOSTILE_JSON: unknown[] = [2 ** 31, 2 ** 63, -0, 1e308, -1e308, 1.5, [], {}, null, true];

/**
 * Shapes no field holds, sent as raw JSON text (building them as values would overflow the test's
 * own stack): nesting 5,000 levels deep, an array and an object wide enough to be slow to walk,
 * and a key longer than any text.
 */
const HOSTILE_SHAPES: string[] = [
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"x":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '[' + '[[0]],'.repeat(30_000) + '0]',
  '{' + Array.from({ length: 40_000 }, (_, i) => `"k${i}":${i}`).join(',') + '}',
  `{"${'k'.repeat(100_000)}":1}`,
];
/** Where a raw shape goes in the JSON text of a request. */
const RAW = '\u0000raw-shape\u0000';

/** Tables every request may touch for reasons of its own: none today. */
const TABLES_SKIPPED = new Set(['market_ticks', 'market_candles']);

describe('hostile values in every field of every call', () => {
  let h: Harness;
  let token: string;
  let tables: string[];

  /** Every row of every table, hashed: equal before and after means nothing was written. */
  async function fingerprint(): Promise<string> {
    const parts: string[] = [];
    for (const table of tables) {
      const rows = await h.db.execute(
        sql.raw(
          `select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`,
        ),
      );
      const row = (rows as unknown as { rows: { n: string; h: string }[] }).rows[0]!;
      parts.push(`${table}:${row.n}:${row.h}`);
    }
    return parts.join(',');
  }

  beforeAll(async () => {
    h = await createHarness('pglite');
    token = (await h.registerEmail('hostile.owner@example.com')).token;
    const result = (await h.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    tables = result.rows.map((r) => r.tablename).filter((t) => !TABLES_SKIPPED.has(t) && !t.startsWith('__'));
  });
  afterAll(() => h.close());

  const attacked = allCalls.filter(
    (c) => !c.multipart && Object.keys(fieldsOf(jsonSchemaOf(c.request, 'input') as Schema)).length > 0,
  );

  it('covers every call that takes input', () => {
    expect(attacked.length).toBeGreaterThan(30);
  });

  it.each(attacked.map((c) => [c.id, c] as const))('%s', async (_id, call: Call) => {
    const fields = fieldsOf(jsonSchemaOf(call.request, 'input') as Schema);
    const names = Object.keys(fields);
    const base = Object.fromEntries(names.map((n) => [n, plausible(n, fields[n]!)]));
    const before = call.method === 'GET' ? '' : await fingerprint();
    const valueFor = (field: string) =>
      fc.oneof(
        fc.constantFrom(...HOSTILE_TEXT).map((v) => ({ v, json: false })),
        unsafeText.map((v) => ({ v, json: false })),
        fc.constantFrom(...HOSTILE_JSON).map((v) => ({ v, json: true })),
        fc
          .constantFrom(...HOSTILE_SHAPES)
          // Named by their start in a failure report: the shapes run to hundreds of kilobytes.
          .map((raw) => ({
            v: { raw, [fc.toStringMethod]: () => `shape ${raw.slice(0, 24)}…` } as unknown,
            json: true,
          })),
        ...(isNumeric(field, fields[field]!)
          ? [fc.constantFrom(...HOSTILE_NUMBERS).map((v) => ({ v, json: false }))]
          : []),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names).chain((field) => fc.tuple(fc.constant(field), valueFor(field))),
        async ([field, { v, json }]) => {
          const input: Record<string, unknown> = { ...base, [field]: v };
          const res = await send(call, input, json);
          const where = `${call.method} ${call.path} ${field}=${JSON.stringify(v).slice(0, 60)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          const body = JSON.parse(res.body) as { type?: string; message?: string };
          expect(['ok', 'error', '999'], where).toContain(body.type);
          if (body.type !== 'ok') expect(body.message, where).toBeTruthy();
          if (call.method !== 'GET')
            expect(res.statusCode, `${where} was accepted`).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 40 },
    );
    if (call.method !== 'GET') expect(await fingerprint(), `${call.id} wrote rows`).toBe(before);
  });

  it.each(attacked.filter((c) => c.method !== 'GET').map((c) => [c.id, c] as const))(
    '%s: a body nested 5,000 levels deep is refused with a message, and changes nothing',
    async (_id, call: Call) => {
      const before = await fingerprint();
      const res = await h.app.inject({
        method: call.method,
        url: `/api${call.path}`,
        headers: { 'content-type': 'application/json', authorization: token },
        payload: `{"x":${HOSTILE_SHAPES[0]}}`,
        // From an address of its own: the property runs above spent this one's rate limit.
        remoteAddress: '192.0.2.7',
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({
        type: 'error',
        message: 'What you sent is nested too deeply.',
      });
      expect(await fingerprint()).toBe(before);
    },
  );

  type Shape = { raw: string };
  const isShape = (v: unknown): v is Shape => typeof v === 'object' && v !== null && 'raw' in v;

  async function send(call: Call, input: Record<string, unknown>, json: boolean) {
    const headers: Record<string, string> = {};
    if (call.auth !== 'none') headers.authorization = token;
    if (call.method === 'GET') {
      const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
      return h.app.inject({ method: 'GET', url: `/api${call.path}?${query}`, headers });
    }
    // A form encoder replaces a lone surrogate with U+FFFD; only JSON escapes carry it as it is.
    if (json || Object.values(input).some((v) => typeof v === 'string' && textProblem(v) === 'surrogate')) {
      headers['content-type'] = 'application/json';
      const shape = Object.entries(input).find(([, v]) => isShape(v));
      const payload = shape
        ? JSON.stringify({ ...input, [shape[0]]: RAW }).replace(JSON.stringify(RAW), (shape[1] as Shape).raw)
        : JSON.stringify(input);
      return h.app.inject({ method: call.method, url: `/api${call.path}`, headers, payload });
    }
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return h.app.inject({ method: call.method, url: `/api${call.path}`, headers, payload: form.toString() });
  }
});
