import { CONTRACT_VIOLATION_HEADER } from './contractCheck';
import type { Harness } from './harness';

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

export const BOUNDARY = '----tradewind-test-boundary';

/** A multipart/form-data body written out byte by byte, so a test can also break it on purpose. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'latin1'));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'latin1'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return Buffer.concat(chunks);
}

type UploadOptions = { token?: string; contentType?: string; lang?: string };

/**
 * `POST /api/upload` with a raw body; answers like the harness's calls, and like them fails the
 * test when a successful answer is outside the call's contract.
 */
export async function postUpload(h: Harness, payload: Buffer, options: UploadOptions = {}) {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
  };
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['language-mark'] = options.lang;
  const res = await h.app.inject({ method: 'POST', url: '/api/upload', headers, payload });
  const violation = res.headers[CONTRACT_VIOLATION_HEADER];
  if (typeof violation === 'string') {
    throw new Error(`POST /api/upload answered outside its contract: ${decodeURIComponent(violation)}`);
  }
  return { status: res.statusCode, body: res.json() as { type: string; message: string; data?: unknown } };
}

/** Uploads one image file and returns its id (the test fails loudly when the upload is refused). */
export async function uploadImage(
  h: Harness,
  token: string,
  data: Buffer,
  purpose?: string,
): Promise<string> {
  const parts: Part[] = [{ name: 'file', filename: 'photo.png', contentType: 'image/png', data }];
  if (purpose) parts.unshift({ name: 'purpose', value: purpose });
  const res = await postUpload(h, multipartBody(parts), { token });
  if (res.body.type !== 'ok') throw new Error(`upload refused: ${res.body.message}`);
  return (res.body.data as { id: string }).id;
}
