import type { Call } from '../contract/call';
import { buildOpenApiDocument } from '../contract/openapi';
import { CALL_FILES } from './features.gen';

/** Every `/api` call the server answers, feature by feature: the OpenAPI document lists these. */
export const allCalls: readonly Call[] = CALL_FILES.flatMap((file): readonly Call[] => file.calls);

/** Every declared call, each with its own id, request and response types (type-level only). */
export type DeclaredCall = (typeof CALL_FILES)[number]['calls'][number];
export type CallId = DeclaredCall['id'];
/** The call declared under `Id`: the web client takes its request and response types from it. */
export type CallById<Id extends CallId> = Extract<DeclaredCall, { readonly id: Id }>;

/** What each feature's calls are about: the document's tags, declared beside the calls. */
const TAGS: Record<string, string> = Object.fromEntries(
  CALL_FILES.map((file) => [file.tag, file.tagDescription]),
);

/** The OpenAPI 3.1 document of every call, served at `/api/openapi.json`. */
export const apiDocument = (version: string) => buildOpenApiDocument(allCalls, version, TAGS);
