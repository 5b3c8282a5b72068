import type { CallById, CallId } from '../../core/calls/all';
import type { HttpMethod, RequestOf, ResponseOf } from '../../core/contract/call';

declare const callId: unique symbol;

/**
 * One declared `/api` call as the web app knows it: at run time only `"METHOD /path"` (a string
 * the bundler inlines where it is used, so a screen carries only its own calls and neither zod nor
 * the declarations); at type level the call's id, hence its request and response types.
 * The values live in the generated endpoints.ts (npm run gen:endpoints).
 */
export type Endpoint<Id extends CallId = CallId> = `${HttpMethod} /${string}` & { readonly [callId]: Id };

export type EndpointId<E> = E extends Endpoint<infer Id> ? Id : never;
/** What the call takes: the input of its request schema. */
export type EndpointInput<Id extends CallId> = RequestOf<CallById<Id>>;
/** What the call answers: the output of its response schema (the envelope's `data`). */
export type EndpointResult<Id extends CallId> = ResponseOf<CallById<Id>>;
