import { z } from 'zod';
import { LANGUAGES } from '../languages';
import type { Call } from './call';

/*
 * The OpenAPI 3.1 document of `/api`, generated from the calls' declarations: the same schemas
 * the server validates with, so the description cannot drift from the code.
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const API_DESCRIPTION = `The API behind the Tradewind app. Every call answers HTTP with an envelope:

- success: \`{"type":"ok","code":1,"message":"OK","msg":"success","data":…}\`; the call's \`data\` is described per operation;
- refusal: \`{"type":"error","code":0,"message":"…"}\` with HTTP 4xx, the message translated for the caller;
- **the 999 rule**: \`{"type":"999","code":999,"message":"…"}\` (HTTP 401) means there is no session, or it expired or was revoked. The client drops its token and opens the login screen after one second.

Requests: a GET takes its fields in the query string; POST and PUT take a form-encoded or JSON body. Amounts and prices are decimal strings (never JSON numbers); times are epoch milliseconds unless a field says otherwise. Text fields refuse control characters (line breaks excepted), bidirectional overrides and invalid Unicode.

Headers: \`Authorization\` carries the session token (bare or as \`Bearer\`); \`language-mark\` (en, zh-CN, zh-TW, ja, ko, es, th) picks the language of every message, then \`Accept-Language\`, then the server's default.

Idempotency: submissions that move money take a client \`request_id\`; a retry with the same id answers with the first result and does the work once.

Realtime: \`GET /api/ws\` upgrades to a WebSocket serving tickers, candles and the signed-in user's own order updates (not described here).`;

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['type', 'code', 'message'],
  properties: {
    type: { const: 'error' },
    code: { const: 0 },
    message: { type: 'string', description: "What went wrong, in the caller's language" },
  },
};

const notLoggedInEnvelope: JsonSchema = {
  type: 'object',
  required: ['type', 'code', 'message'],
  properties: {
    type: { const: '999' },
    code: { const: 999 },
    message: { type: 'string' },
  },
};

const okEnvelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['type', 'code', 'message', 'msg', 'data'],
  properties: {
    type: { const: 'ok' },
    code: { const: 1 },
    message: { const: 'OK' },
    msg: { const: 'success' },
    data,
  },
});

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 speaks), as a client sends or reads it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return io === 'input' ? withDefaultsOptional(json) : json;
}

/** A field with a default may be left out by the client, whatever zod lists as required. */
function withDefaultsOptional(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || !Array.isArray(schema.required)) return schema;
  const required = (schema.required as string[]).filter((name) => !('default' in (properties[name] ?? {})));
  const { required: _, ...rest } = schema;
  return required.length ? { ...rest, required } : rest;
}

const isEmptyObject = (schema: JsonSchema) =>
  schema.type === 'object' && Object.keys((schema.properties as object | undefined) ?? {}).length === 0;

function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const SECURITY = {
  session: [{ session: [] }],
  optional: [{}, { session: [] }],
  none: [],
} as const;

/** `/upload/:id` names its parameters in the path: each is a required string there. */
const pathParameters = (path: string): JsonSchema[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

function successOf(call: Call): JsonSchema {
  if (call.fileTypes) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      description: 'The file itself (not enveloped)',
      content: Object.fromEntries(call.fileTypes.map((type) => [type, { schema: file }])),
    };
  }
  return {
    description: 'The envelope; `data` as described',
    content: { 'application/json': { schema: okEnvelope(jsonSchemaOf(call.response, 'output')) } },
  };
}

function operationOf(call: Call): Operation {
  const input = jsonSchemaOf(call.request, 'input');
  const responses: Record<string, unknown> = {
    '200': successOf(call),
    '400': { $ref: '#/components/responses/Refused' },
    '429': { $ref: '#/components/responses/TooManyRequests' },
    '500': { $ref: '#/components/responses/ServerError' },
  };
  if (call.auth === 'session') responses['401'] = { $ref: '#/components/responses/NotLoggedIn' };
  const operation: Operation = {
    operationId: call.id,
    tags: [call.tag],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    security: SECURITY[call.auth],
    parameters: [
      { $ref: '#/components/parameters/LanguageMark' },
      ...pathParameters(call.path),
      ...(call.method === 'GET' ? queryParameters(input) : []),
    ],
    responses,
  };
  if (call.method !== 'GET' && !isEmptyObject(input)) {
    operation.requestBody = {
      required: true,
      content: call.multipart
        ? { 'multipart/form-data': { schema: input } }
        : { 'application/x-www-form-urlencoded': { schema: input }, 'application/json': { schema: input } },
    };
  }
  return operation;
}

export function buildOpenApiDocument(
  calls: readonly Call[],
  version: string,
  tagDescriptions: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    const methods = (paths[path] ??= {});
    const method = call.method.toLowerCase();
    if (methods[method]) throw new Error(`${call.method} ${call.path} is declared twice`);
    methods[method] = operationOf(call);
  }
  const tags = [...new Set(calls.map((c) => c.tag))]
    .sort()
    .map((name) => (tagDescriptions[name] ? { name, description: tagDescriptions[name] } : { name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tradewind API',
      version,
      description: API_DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The session token from login, register or wallet sign-in, bare or as `Bearer <token>`',
        },
      },
      parameters: {
        LanguageMark: {
          name: 'language-mark',
          in: 'header',
          required: false,
          description: 'The language of every message in the answer; else Accept-Language, else the default',
          schema: { type: 'string', enum: LANGUAGES.map((l) => l.code) },
        },
      },
      responses: {
        Refused: {
          description: 'Bad input or a refused operation; nothing was changed',
          content: { 'application/json': { schema: errorEnvelope } },
        },
        NotLoggedIn: {
          description: 'The 999 rule: no session, or it expired or was revoked',
          content: { 'application/json': { schema: notLoggedInEnvelope } },
        },
        TooManyRequests: {
          description: 'Too many requests from this address; try again in a minute',
          content: { 'application/json': { schema: errorEnvelope } },
        },
        ServerError: {
          description: 'Something went wrong on our side; nothing was changed',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      },
    },
  };
}
