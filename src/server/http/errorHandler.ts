import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { Translate } from '../i18n';
import { AppError, NotLoggedInError } from '../lib/errors';
import { failure, notLoggedIn } from './envelope';

/**
 * Zod issue messages are i18n keys, with the values a rule attached (a minimum, a count) as
 * params; anything else (a wrong type of body) is a bad request.
 */
function zodMessage(err: ZodError): { key: string; params: Record<string, unknown> } {
  const first = err.issues.find((i) => i.message.startsWith('errors.'));
  if (!first) return { key: 'errors.bad_request', params: {} };
  return { key: first.message, params: ('params' in first && first.params) || {} };
}

/**
 * Maps every error to the envelope, translated for the caller. Expected refusals keep their
 * message; an unexpected error is logged with its stack and answered with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance, t: Translate): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const lang = request.lang;
    if (error instanceof NotLoggedInError) {
      return reply.status(401).send(notLoggedIn(t(lang, error.key)));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(t(lang, error.key, error.params)));
    }
    if (error instanceof ZodError) {
      const { key, params } = zodMessage(error);
      return reply.status(400).send(failure(t(lang, key, params)));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(failure(t(lang, 'errors.too_many_requests')));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported content type, body too large, and the like.
      return reply.status(status).send(failure(t(lang, 'errors.bad_request')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(t(lang, 'errors.server')));
  });
}
