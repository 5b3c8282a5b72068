import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call, ParsedRequestOf } from '../../core/contract/call';
import { findUnsafeText, UNSAFE_TEXT_KEYS } from '../../core/contract/safeText';
import type { SessionAuth } from '../modules/sessions';
import { AppError } from '../lib/errors';
import { requireSession } from './auth';
import { ok } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers (tests check its responses against the contract). */
    callId?: string;
  }
}

export type CallContext<C extends Call> = {
  session: C['auth'] extends 'session' ? SessionAuth : SessionAuth | null;
  request: FastifyRequest;
};

/** What a feature does for one call: the parsed input in, the envelope's `data` out. */
export type CallHandler<C extends Call> = (
  input: ParsedRequestOf<C>,
  context: CallContext<C>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

export type Route = {
  readonly call: Call;
  readonly handler: (input: unknown, context: CallContext<Call>) => unknown;
};

/** Binds a handler to its declared call; the types of both sides come from the contract. */
export function route<C extends Call>(call: C, handler: CallHandler<C>): Route {
  return { call, handler: handler as Route['handler'] };
}

/** The raw input of a call: the query string of a GET, the body of the others. */
export const rawInputOf = (call: Call, request: FastifyRequest): unknown =>
  (call.method === 'GET' ? request.query : request.body) ?? {};

/**
 * Checks the session and the input a call declares, in that order: a caller without a session
 * learns nothing about the fields. Unsafe text is refused before any rule or query sees it.
 */
export function acceptCall<C extends Call>(call: C, request: FastifyRequest) {
  const session =
    call.auth === 'session' ? requireSession(request) : call.auth === 'optional' ? request.session : null;
  const raw = rawInputOf(call, request);
  const unsafe = findUnsafeText(raw);
  if (unsafe) throw new AppError(UNSAFE_TEXT_KEYS[unsafe.problem], { field: unsafe.field });
  const input = call.request.parse(raw) as ParsedRequestOf<C>;
  return { input, context: { session, request } as CallContext<C> };
}

/**
 * The answer as its call declares it: read through the response schema, so a field the contract
 * does not declare (an internal id, a hash) is never sent, and an answer that drifted from
 * `/api/openapi.json` fails here rather than reaching a client.
 */
export function answerOf(call: Call, data: unknown): unknown {
  const declared = call.response.safeParse(data);
  if (!declared.success)
    throw new Error(`${call.id} answered outside its contract: ${declared.error.message}`, {
      cause: declared.error,
    });
  return declared.data;
}

/** Registers each route at its call's method and path, answering with the envelope. */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[]): void {
  for (const { call, handler } of routes) {
    if (call.multipart) throw new Error(`${call.id} is multipart: its feature registers it`);
    app.route({
      method: call.method,
      url: call.path,
      config: { callId: call.id },
      handler: async (request) => {
        const { input, context } = acceptCall(call, request);
        return ok(answerOf(call, await handler(input, context)));
      },
    });
  }
}
