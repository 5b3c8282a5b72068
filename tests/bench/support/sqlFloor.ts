import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/*
 * The floor under a request: the SQL statements the app sends to PostgreSQL for it, captured from
 * the app itself and replayed by a bare `pg` pool with nothing else in between (no HTTP, no
 * validation, no ORM). What the app does above the floor is its own cost.
 *
 * Capture: node-postgres' `Client#query` is watched while one request runs; only statements sent
 * from that request's async context are kept (the engine's jobs run beside it), with their rows.
 * Two captures of the same request by two users give a template: a value equal in both is a
 * constant; one that differs is the user's id, their session's token hash, the request id, the
 * slot of the platform's books their postings use, a row
 * id an earlier statement returned (the order's, the ledger transaction's, a balance's), a text
 * ending in one (`spot_order:7`) or a timestamp (now). Anything else stops the bench: a floor that
 * guessed would not be the same statements.
 */

/** One statement sent: its text (and name, when prepared), the values bound, the rows that came back. */
export type Statement = {
  text: string;
  name?: string;
  values: unknown[];
  fields: string[];
  rows: unknown[][];
};

const capturing = new AsyncLocalStorage<Statement[]>();

type Query = (...args: unknown[]) => unknown;
type QueryResult = { rows: unknown[]; fields?: { name: string }[] };

/** Rows as arrays in field order, whichever row mode the caller asked for. */
function arrayRows(result: QueryResult | undefined): { fields: string[]; rows: unknown[][] } {
  const fields = (result?.fields ?? []).map((f) => f.name);
  const rows = (result?.rows ?? []).map((row) =>
    Array.isArray(row) ? row : fields.map((f) => (row as Record<string, unknown>)[f]),
  );
  return { fields, rows };
}

/** Watches every query until the returned function is called. */
function watchQueries(): () => void {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const log = capturing.getStore();
    if (!log) return original.apply(this, args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const given = typeof config === 'object' ? (config as { values?: unknown[] }).values : undefined;
    const values = given ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    const name = typeof config === 'object' ? (config as { name?: string }).name : undefined;
    const statement: Statement = { text, name, values: [...values], fields: [], rows: [] };
    log.push(statement);
    const keep = (result: QueryResult | undefined) => Object.assign(statement, arrayRows(result));
    // pg-pool's `query` passes a callback; drizzle's transactions use the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, result?: QueryResult) => void;
      args[last] = (err: unknown, result?: QueryResult) => {
        if (!err) keep(result);
        callback(err, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(keep, () => undefined);
    return result;
  };
  return () => {
    proto.query = original;
  };
}

/** Every statement `work` sends through node-postgres, in order, with the rows it got back. */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const stop = watchQueries();
  const log: Statement[] = [];
  try {
    await capturing.run(log, work);
  } finally {
    stop();
    // Turns the async hooks off again: left on, they would tax every promise of the measured app.
    capturing.disable();
  }
  return log;
}

/**
 * What differs from one request to the next; `platformSlot` is the slot of the platform's books
 * the user's postings use (see PLATFORM_SLOTS in the ledger).
 */
export type RequestVars = { userId: number; tokenHash: string; requestId: string; platformSlot: number };

type Slot =
  | { kind: 'constant'; value: unknown }
  | { kind: 'var'; name: keyof RequestVars }
  | { kind: 'now' }
  | { kind: 'array'; items: Slot[] }
  /** A PostgreSQL array literal sent as text (`{"1","2"}`, see db/arrays.ts): each element on its own. */
  | { kind: 'arrayLiteral'; items: Slot[] }
  /** A value an earlier statement returned: statement, row, field; with a text before it. */
  | { kind: 'returned'; statement: number; row: number; field: number; prefix: string | null };

export type FloorTemplate = { statements: { text: string; name?: string; slots: Slot[] }[] };

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The elements of an array literal of quoted texts (`{"a","b\\"c"}`), or null for anything else. */
function arrayLiteralItems(value: unknown): string[] | null {
  if (typeof value !== 'string' || !value.startsWith('{"') || !value.endsWith('"}')) return null;
  const items: string[] = [];
  const quoted = /"((?:[^"\\]|\\.)*)"(,|})/gy;
  quoted.lastIndex = 1;
  for (let m = quoted.exec(value); m; m = quoted.exec(value)) {
    items.push(m[1]!.replace(/\\(.)/g, '$1'));
    if (m[2] === '}') return quoted.lastIndex === value.length ? items : null;
  }
  return null;
}

const toArrayLiteral = (items: unknown[]) =>
  `{${items.map((v) => `"${String(v).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;

function slotOf(
  a: { statements: Statement[]; vars: RequestVars },
  b: { statements: Statement[]; vars: RequestVars },
  at: number,
  x: unknown,
  y: unknown,
): Slot {
  if (x === y || (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()))
    return { kind: 'constant', value: x };
  // A column of values sent as one array (the ledger's lines): each element on its own.
  if (Array.isArray(x) && Array.isArray(y) && x.length === y.length)
    return { kind: 'array', items: x.map((item, i) => slotOf(a, b, at, item, y[i])) };
  const [xs, ys] = [arrayLiteralItems(x), arrayLiteralItems(y)];
  if (xs && ys && xs.length === ys.length)
    return { kind: 'arrayLiteral', items: xs.map((item, i) => slotOf(a, b, at, item, ys[i])) };
  const vars = (['userId', 'tokenHash', 'requestId', 'platformSlot'] as const).filter(
    (name) => String(x) === String(a.vars[name]) && String(y) === String(b.vars[name]),
  );
  if (vars.length > 1) throw new Error(`the floor cannot tell ${vars.join(' from ')}: capture other users`);
  if (vars.length === 1) return { kind: 'var', name: vars[0]! };
  // A row id returned earlier, at the same place in both captures (last match: the nearest).
  let found: Slot | null = null;
  for (let s = 0; s < at; s++) {
    const ra = a.statements[s]!;
    const rb = b.statements[s]!;
    ra.rows.forEach((row, r) =>
      row.forEach((va, f) => {
        if (ra.fields[f] !== 'id' || va === null || va === undefined) return;
        const vb = rb.rows[r]?.[f];
        if (String(x) === String(va) && String(y) === String(vb))
          found = { kind: 'returned', statement: s, row: r, field: f, prefix: null };
        else if (
          typeof x === 'string' &&
          typeof y === 'string' &&
          x.endsWith(`:${va}`) &&
          y.endsWith(`:${vb}`)
        ) {
          const prefix = x.slice(0, x.length - String(va).length);
          if (y.startsWith(prefix)) found = { kind: 'returned', statement: s, row: r, field: f, prefix };
        }
      }),
    );
  }
  if (found) return found;
  if ((x instanceof Date || ISO_TIME.test(String(x))) && (y instanceof Date || ISO_TIME.test(String(y))))
    return { kind: 'now' };
  throw new Error(`the floor cannot tell what ${JSON.stringify(x)} / ${JSON.stringify(y)} is`);
}

/** The template of one kind of request from two captures of it by two users. */
export function floorTemplate(
  a: { statements: Statement[]; vars: RequestVars },
  b: { statements: Statement[]; vars: RequestVars },
): FloorTemplate {
  const same =
    a.statements.length === b.statements.length &&
    a.statements.every(
      (s, i) => s.text === b.statements[i]!.text && s.values.length === b.statements[i]!.values.length,
    );
  if (!same) throw new Error('the two captures did not send the same statements');
  return {
    statements: a.statements.map((s, i) => ({
      text: s.text,
      name: s.name,
      slots: s.values.map((x, v) => slotOf(a, b, i, x, b.statements[i]!.values[v])),
    })),
  };
}

/** The statements in order, each by its name when prepared, else by its first words. */
export function describeTemplate(template: FloorTemplate): string {
  const texts = template.statements.map(
    (s) => s.name ?? s.text.trim().split(/\s+/).slice(0, 2).join(' ').replaceAll('"', ''),
  );
  return `${texts.length} statements: ${texts.join(' → ')}`;
}

/** Sends the template's statements once, for one user; false when PostgreSQL refused one. */
export async function replay(pool: pg.Pool, template: FloorTemplate, vars: RequestVars): Promise<boolean> {
  const returned: unknown[][][] = [];
  let client: pg.PoolClient | null = null;
  try {
    for (const { text, name, slots } of template.statements) {
      const valueOf = (slot: Slot): unknown => {
        switch (slot.kind) {
          case 'constant':
            return slot.value;
          case 'var':
            return vars[slot.name];
          case 'now':
            return new Date().toISOString();
          case 'array':
            return slot.items.map(valueOf);
          case 'arrayLiteral':
            return toArrayLiteral(slot.items.map(valueOf));
          case 'returned': {
            const value = returned[slot.statement]?.[slot.row]?.[slot.field];
            return slot.prefix === null ? value : `${slot.prefix}${String(value)}`;
          }
        }
      };
      const values = slots.map(valueOf);
      // Statements between begin and commit share one connection, as the app's transaction does.
      if (/^begin\b/i.test(text)) client = await pool.connect();
      const result = await (client ?? pool).query({ name, text, values, rowMode: 'array' });
      returned.push(result.rows as unknown[][]);
      if (/^(commit|rollback)\b/i.test(text)) {
        client?.release();
        client = null;
      }
    }
    return true;
  } catch {
    if (client) {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
    return false;
  }
}
