import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * Who may make a call: `session` answers 999 without one; `optional` reads a session when there is
 * one (language, the user's own marks); `none` ignores it.
 */
export type CallAuth = 'session' | 'optional' | 'none';

/**
 * One `/api` call, declared once: the server registers and validates from it, the web client is
 * typed from it, and `/api/openapi.json` is generated from it. A GET reads its input from the
 * query string; POST and PUT from the body (form-encoded or JSON).
 */
export type Call<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Auth extends CallAuth = CallAuth,
  Id extends string = string,
> = {
  /** Stable name, `feature.action`: the OpenAPI operationId (kept literal: the web client looks calls up by it). */
  readonly id: Id;
  readonly method: HttpMethod;
  /** Under `/api`, e.g. `/user/login`. */
  readonly path: string;
  readonly auth: Auth;
  readonly request: Req;
  /** The `data` of a successful envelope. */
  readonly response: Res;
  /** The feature the call belongs to: the OpenAPI tag. */
  readonly tag: string;
  readonly summary: string;
  /** Rules, limits and refusals a client needs to know; Markdown. */
  readonly description?: string;
  /** The body is multipart/form-data (file uploads); registered by its feature, not generically. */
  readonly multipart?: boolean;
  /** The call answers a file of these media types itself, not the envelope (`response` is ignored). */
  readonly fileTypes?: readonly string[];
};

export type RequestOf<C extends Call> = z.input<C['request']>;
export type ParsedRequestOf<C extends Call> = z.output<C['request']>;
export type ResponseOf<C extends Call> = z.output<C['response']>;

export function defineCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Auth extends CallAuth,
  const Id extends string,
>(call: Call<Req, Res, Auth, Id>): Call<Req, Res, Auth, Id> {
  return call;
}

/** The same call under a second path (the spec names some calls twice). */
export function aliasCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Auth extends CallAuth,
  const Id extends string,
>(
  call: Call<Req, Res, Auth>,
  changes: { id: Id; path: string; method?: HttpMethod; summary?: string },
): Call<Req, Res, Auth, Id> {
  return { ...call, ...changes };
}

/** The request of a call that takes no input. */
export const noInput = z.object({});
