import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (stdout by default; a test passes a collector). */
export type LogDestination = { write(line: string): void };

/**
 * Fields that are secrets (passwords, tokens) or personal data (names, card and document numbers,
 * bank details, addresses): wherever an object logged carries one, up to three levels deep, pino
 * writes "[redacted]" instead.
 */
export const SENSITIVE_FIELDS = [
  'password',
  're_password',
  'old_password',
  'new_password',
  'pay_password',
  're_pay_password',
  'old_pay_password',
  'new_pay_password',
  'token',
  'authorization',
  'cookie',
  'secret',
  'signature',
  'name',
  'real_name',
  'holder_name',
  'card_number',
  'iban',
  'swift_code',
  'id_number',
  'address',
  'payee_address',
  'bank_address',
  'params',
  'detail',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A verification code; deeper down `code` is PostgreSQL's error code, which stays.
  'code',
  'body.code',
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/** Query-string parameters whose values are never written (a token in a socket URL, a code). */
const SECRET_QUERY = /^(token|code|password|pay_password|authorization|signature)$/i;

/** The URL with the values of secret query parameters replaced. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (SECRET_QUERY.test(key)) params.set(key, 'redacted');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** PostgreSQL's fields that name what failed without the values (`detail` and `where` carry rows). */
const DB_ERROR_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'schema', 'routine'] as const;

/**
 * A failed query's message holds its parameters (Drizzle: "Failed query: … params: <values>"), and
 * PostgreSQL quotes a value it could not read ("invalid input syntax for type integer: "…"").
 */
function safeMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/(invalid input (?:syntax|value)[^:]*: )"[\s\S]*?"(?=$|\n)/g, '$1"[redacted]"');
}

type SafeError = { type: string; message: string; stack: string; query?: string; cause?: SafeError };

/**
 * An error as it may be logged: its type, message and stack frames, what PostgreSQL said failed
 * (table, constraint, code), the query text (placeholders, never values) and its causes the same
 * way. Parameters, the failing row (`detail`) and every other field stay out.
 */
export function safeError(err: unknown, depth = 0): SafeError | undefined {
  if (!(err instanceof Error)) {
    if (err === undefined) return undefined;
    return { type: typeof err, message: '[not an Error: redacted]', stack: '' };
  }
  const message = safeMessage(err.message);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SafeError & Record<string, unknown> = {
    type: err.name,
    message,
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = err as unknown as Record<string, unknown>;
  for (const f of DB_ERROR_FIELDS) {
    if (typeof fields[f] === 'string' || typeof fields[f] === 'number') out[f] = fields[f];
  }
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  if (typeof fields.query === 'string') out.query = fields.query;
  if (err.cause !== undefined && depth < 4) out.cause = safeError(err.cause, depth + 1);
  return out;
}

type RequestLike = { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Pino settings for every log line of the server: errors through `safeError`, request URLs without
 * secret query values, and the sensitive fields redacted wherever they appear.
 */
export function loggerOptions(
  level: string,
  stream?: LogDestination,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: (err: unknown) => safeError(err)!,
      error: (err: unknown) => safeError(err),
      req: (req: RequestLike) => ({
        method: req.method,
        url: safeUrl(req.url ?? ''),
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
