import { z } from 'zod';

/** What an upload is for; verification photos must be uploaded for their own slot. */
export const UPLOAD_PURPOSES = ['voucher', 'id_front', 'id_back', 'id_holding'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Stored purpose when the client names none. */
export const GENERAL_UPLOAD_PURPOSE = 'general';

/** Accepted image types, decided by the file's content, never by its name or declared type. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The server's default limit (UPLOAD_MAX_BYTES); `upload/limits` tells the app the one in force. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadPurposeField = z
  .enum(UPLOAD_PURPOSES, { error: 'errors.upload_purpose_invalid' })
  .optional();

/**
 * The fields of the multipart body. Zod never sees the file's bytes (they stream to disk); `file`
 * is declared so the document shows it, and the upload route checks it is there.
 */
export const uploadRequest = z.object({
  file: z.unknown().meta({
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: 'The image: JPEG, PNG or WebP by its content (its name and declared type are ignored)',
  }),
  purpose: uploadPurposeField.meta({
    description: `What the image is for: ${UPLOAD_PURPOSES.join(', ')}; none (or empty) for anything else`,
  }),
});

/** Upload ids are 16 random bytes in base64url. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
export const uploadIdField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .regex(UPLOAD_ID, { error: 'errors.upload_not_found' });

/** `POST /api/upload` answers with this. */
export const uploadResult = z.object({
  id: z.string().meta({ description: 'The upload id other calls take (verification photos, vouchers)' }),
  url: z.string().meta({ description: 'Where its owner reads it: `/api/upload/{id}`' }),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const uploadLimits = z.object({
  max_bytes: z.number().int().meta({ description: 'The largest file accepted, in bytes' }),
  types: z.array(z.string()).meta({ description: 'Accepted MIME types, judged by content' }),
});
export type UploadLimits = z.infer<typeof uploadLimits>;

/** A byte limit as users read it ("5 MB", "512 KB"), truncated, never rounded up. */
export function sizeLimitText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.floor((bytes / mb) * 10) / 10} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
