import { describe, expect, it } from 'vitest';
import { safeError, safeUrl } from '../../src/server/lib/logging';

describe('safeError', () => {
  it("drops a failed query's parameters and the failing row, keeps what failed", () => {
    const pg = Object.assign(new Error('new row for relation "bank_cards" violates check constraint "c"'), {
      code: '23514',
      table: 'bank_cards',
      constraint: 'c',
      detail: 'Failing row contains (7, Maria Lopez, 4000123456789010).',
      where: 'SQL statement',
    });
    const query = 'insert into "bank_cards" ("holder_name", "card_number") values ($1, $2)';
    const err = Object.assign(new Error(`Failed query: ${query}\nparams: Maria Lopez,4000123456789010`), {
      query,
      params: ['Maria Lopez', '4000123456789010'],
      cause: pg,
    });
    const safe = safeError(err)!;
    const text = JSON.stringify(safe);
    expect(text).not.toContain('4000123456789010');
    expect(text).not.toContain('Maria Lopez');
    expect(safe.message).toBe(`Failed query: ${query}\nparams: [redacted]`);
    expect(safe.query).toBe(query);
    expect(safe.stack).toMatch(/^Error: Failed query: [\s\S]*\n\s+at /);
    expect(safe.cause).toMatchObject({ code: '23514', table: 'bank_cards', constraint: 'c' });
  });

  it('masks the value PostgreSQL quotes when it cannot read it', () => {
    const safe = safeError(new Error('invalid input syntax for type bigint: "ES9121000418450200051332"'))!;
    expect(safe.message).toBe('invalid input syntax for type bigint: "[redacted]"');
  });
});

describe('safeUrl', () => {
  it('keeps the path and harmless parameters, not a token or code', () => {
    expect(safeUrl('/api/ws?token=abc123&lang=th')).toBe('/api/ws?token=redacted&lang=th');
    expect(safeUrl('/api/x?code=123456')).toBe('/api/x?code=redacted');
    expect(safeUrl('/api/get/reg')).toBe('/api/get/reg');
  });
});
