import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as calls from '../../../core/calls/uploads';
import { UPLOAD_MIME_TYPES } from '../../../core/schemas/upload';
import { requireSession } from '../../http/auth';
import { acceptCall, answerOf, registerRoutes, route } from '../../http/calls';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/errors';
import { tooLargeError, type SpooledFile, type UploadService } from './service';

type Deps = { uploads: UploadService; maxBytes: number };

/** Multipart problems become envelope refusals: a broken body is the client's fault, never a 500. */
function asUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeError(maxBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('errors.upload_file_required');
  return new AppError('errors.upload_malformed', {}, 400, { cause: error });
}

/**
 * `GET /api/upload/limits`, `POST /api/upload` (multipart: `file`, optional `purpose`) and
 * `GET /api/upload/:id`. Multipart parsing is registered only in this scope; every other call
 * stays form-encoded. The two calls the generic registrar cannot serve (a multipart body, a file
 * answer) are registered here by hand, still tagged with their call for the contract check.
 */
export async function uploadRoutes(app: FastifyInstance, { uploads, maxBytes }: Deps) {
  await app.register(multipart, {
    // busboy stops writing at fileSize and marks the stream truncated: nothing is buffered.
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 64, parts: 6, headerPairs: 50 },
  });

  registerRoutes(app, [route(calls.limits, () => ({ max_bytes: maxBytes, types: [...UPLOAD_MIME_TYPES] }))]);

  app.post('/upload', { config: { callId: calls.upload.id } }, async (request) => {
    // The session before a byte is read: nobody without one gets to write to the disk.
    const auth = requireSession(request);
    let spooled: SpooledFile | null = null;
    let purpose: unknown;
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !spooled) spooled = await uploads.spool(part.file);
            else part.file.resume();
          } else if (part.fieldname === 'purpose') {
            purpose = part.value;
          }
        }
      } catch (error) {
        throw asUploadError(error, maxBytes);
      }
      if (!spooled) throw new AppError('errors.upload_file_required');
      // The text fields go through the call's checks like any call's (unsafe text, then the
      // rules); the file is there, and its bytes are judged by `accept`, not by zod.
      request.body = { file: { size: spooled.size }, purpose: purpose === '' ? undefined : purpose };
      const { input } = acceptCall(calls.upload, request);
      // The spooled original is discarded below either way: only the re-encoded copy stays.
      return ok(answerOf(calls.upload, await uploads.accept(auth.userId, spooled, input.purpose)));
    } finally {
      if (spooled) await uploads.discard(spooled);
    }
  });

  // A file, not the envelope: the contract check skips it (it reads only JSON answers).
  app.get<{ Params: { id: string } }>(
    '/upload/:id',
    { config: { callId: calls.file.id } },
    async (request, reply) => {
      const { context } = acceptCall(calls.file, request);
      const file = await uploads.open(context.session.userId, request.params.id);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
}
