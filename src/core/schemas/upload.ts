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

/** Upload ids are 16 random bytes in base64url. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
export const uploadIdField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .regex(UPLOAD_ID, { error: 'errors.upload_not_found' });

/** `POST /api/upload` answers with this. */
export type UploadResult = { id: string; url: string };
export type UploadLimits = { max_bytes: number; types: string[] };

/** A byte limit as users read it ("5 MB", "512 KB"), truncated, never rounded up. */
export function sizeLimitText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.floor((bytes / mb) * 10) / 10} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
