import { readEnvelope } from '../../core/envelope';
import type { UploadPurpose, UploadResult } from '../../core/schemas/upload';
import { ApiError, REQUEST_TIMEOUT_MS } from './client';

export type UploaderDeps = {
  baseUrl: string;
  getLanguage(): string;
  getToken(): string | null;
  /** Translated fallbacks: a failure without a server message, and a timeout. */
  text: { failed: string; timeout: string };
  onNotLoggedIn(message: string): void;
  /** Tests pass their own; the browser's by default. */
  createXhr?: () => XMLHttpRequest;
};

export type UploadOptions = {
  purpose?: UploadPurpose;
  /** 0–100 while the bytes go out (fetch cannot report upload progress; XHR can). */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
};

/**
 * `POST /api/upload` as multipart, beside the form-encoded client: the same headers, the same
 * envelope rule and 60 s time-out (spec §9). It does not toast: the upload control shows the
 * failure where the picture is, and the caller may toast the message too.
 */
export function createUploader(deps: UploaderDeps) {
  return function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
    return new Promise<UploadResult>((resolve, reject) => {
      const xhr = deps.createXhr ? deps.createXhr() : new XMLHttpRequest();
      xhr.open('POST', `${deps.baseUrl}/upload`);
      xhr.timeout = REQUEST_TIMEOUT_MS;
      xhr.setRequestHeader('language-mark', deps.getLanguage());
      const token = deps.getToken();
      if (token) xhr.setRequestHeader('Authorization', token);

      const abort = () => xhr.abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      const settle = () => options.signal?.removeEventListener('abort', abort);

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(Math.floor((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        settle();
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // Not an envelope (a proxy's error page): the generic failure below.
        }
        const outcome = readEnvelope<UploadResult>(body);
        if (outcome.kind === 'data') return resolve(outcome.data);
        if (outcome.kind === 'notLoggedIn') {
          deps.onNotLoggedIn(outcome.message || deps.text.failed);
          return reject(new ApiError(outcome.message, 'notLoggedIn'));
        }
        reject(new ApiError(outcome.message ?? deps.text.failed, 'failed'));
      };
      xhr.onerror = () => {
        settle();
        reject(new ApiError(deps.text.failed, 'network'));
      };
      xhr.ontimeout = () => {
        settle();
        reject(new ApiError(deps.text.timeout, 'timeout'));
      };
      xhr.onabort = () => {
        settle();
        reject(new ApiError('', 'network'));
      };

      const form = new FormData();
      if (options.purpose) form.append('purpose', options.purpose);
      form.append('file', file, file instanceof File ? file.name : 'image');
      xhr.send(form);
    });
  };
}

export type UploadFile = ReturnType<typeof createUploader>;
