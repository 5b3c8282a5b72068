import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import {
  GENERAL_UPLOAD_PURPOSE,
  UPLOAD_ID,
  UPLOAD_MIME_TYPES,
  sizeLimitText,
  type UploadPurpose,
  type UploadResult,
} from '../../../core/schemas/upload';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { reencodeImage } from './reencode';

/** A file written to disk while it streamed in; not yet checked or recorded. */
export type SpooledFile = { tmpPath: string; size: number };

/** A multipart file stream: busboy stops it at the size limit and marks it truncated. */
type LimitedStream = Readable & { truncated?: boolean };

export const uploadUrl = (id: string) => `/api/upload/${id}`;

const isImageMime = (mime: string): mime is (typeof UPLOAD_MIME_TYPES)[number] =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);

export const tooLargeError = (maxBytes: number) =>
  new AppError('errors.upload_too_large', { max: sizeLimitText(maxBytes) }, 413);

/**
 * Uploaded images: streamed to disk under the upload directory (outside the web root) with a
 * random name, never the client's; accepted only when their bytes are JPEG, PNG or WebP that decode
 * as a picture, and kept only as re-encoded pixels (no metadata); served only to their owner.
 */
export function createUploadService({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'uploadDir' | 'uploadMaxBytes'>;
}) {
  const dir = config.uploadDir;
  const fileOf = (id: string) => path.join(dir, id);

  /** Writes the stream to a temporary file; refuses (and deletes) it when it passed the limit. */
  async function spool(stream: LimitedStream): Promise<SpooledFile> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmpPath = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await pipeline(stream, createWriteStream(tmpPath, { mode: 0o600 }));
      if (stream.truncated) throw tooLargeError(config.uploadMaxBytes);
      return { tmpPath, size: (await stat(tmpPath)).size };
    } catch (error) {
      await discard({ tmpPath, size: 0 });
      throw error;
    }
  }

  async function discard(file: SpooledFile): Promise<void> {
    await rm(file.tmpPath, { force: true });
  }

  /** Checks the content, then stores its re-encoded pixels under a random name and records them. */
  async function accept(
    userId: number,
    file: SpooledFile,
    purpose: UploadPurpose | undefined,
  ): Promise<UploadResult> {
    const type = await fileTypeFromFile(file.tmpPath);
    if (!type || !isImageMime(type.mime)) {
      throw new AppError('errors.upload_type_invalid');
    }
    const id = randomBytes(16).toString('base64url');
    // Only the re-encoded pixels are kept under the id: the upload's own bytes (and whatever rode
    // along in them) are deleted by the route once this returns or throws.
    try {
      const { size } = await reencodeImage(file.tmpPath, fileOf(id), type.mime);
      await db.insert(uploads).values({
        id,
        userId,
        purpose: purpose ?? GENERAL_UPLOAD_PURPOSE,
        mime: type.mime,
        size,
      });
    } catch (error) {
      await rm(fileOf(id), { force: true });
      throw error;
    }
    return { id, url: uploadUrl(id) };
  }

  /** The owner's file; anyone else (or an id that does not exist) is told it is not there. */
  async function open(
    userId: number,
    id: string,
  ): Promise<{ mime: string; size: number; stream: ReadStream }> {
    if (!UPLOAD_ID.test(id)) throw new AppError('errors.upload_not_found', {}, 404);
    const [row] = await db
      .select({ mime: uploads.mime, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    if (!row) throw new AppError('errors.upload_not_found', {}, 404);
    return { ...row, stream: createReadStream(fileOf(id)) };
  }

  /** The caller's upload made for this purpose, or null (someone else's counts as missing). */
  async function findOwned(userId: number, id: string) {
    const [row] = await db
      .select({ id: uploads.id, purpose: uploads.purpose })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    return row ?? null;
  }

  return { spool, discard, accept, open, findOwned };
}

export type UploadService = ReturnType<typeof createUploadService>;
