import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { uploadPurposeField, UPLOAD_MIME_TYPES, type UploadLimits } from '../../../core/schemas/upload';
import { requireSession } from '../../http/auth';
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
 * `POST /api/upload` (multipart: `file`, optional `purpose`) and `GET /api/upload/:id`.
 * Multipart parsing is registered only in this scope; every other call stays form-encoded.
 */
export async function uploadRoutes(app: FastifyInstance, { uploads, maxBytes }: Deps) {
  await app.register(multipart, {
    // busboy stops writing at fileSize and marks the stream truncated: nothing is buffered.
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 64, parts: 6, headerPairs: 50 },
  });

  app.get('/upload/limits', async () => {
    const data: UploadLimits = { max_bytes: maxBytes, types: [...UPLOAD_MIME_TYPES] };
    return ok(data);
  });

  app.post('/upload', async (request) => {
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
      const parsed = uploadPurposeField.parse(purpose === '' ? undefined : purpose);
      const result = await uploads.accept(auth.userId, spooled, parsed);
      spooled = null;
      return ok(result);
    } finally {
      if (spooled) await uploads.discard(spooled);
    }
  });

  app.get<{ Params: { id: string } }>('/upload/:id', async (request, reply) => {
    const auth = requireSession(request);
    const file = await uploads.open(auth.userId, request.params.id);
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
}
