import { currentLanguage, t } from '../app/i18n';
import { getToken } from './session/storage';
import { handleNotLoggedIn } from './index';
import { createUploader } from './upload';

// Only the money screens upload images: this module (and the uploader) stays out of home's
// download by not living in ./index.ts, which every screen imports.

/** Multipart image upload (`POST /api/upload`) with progress; see ./upload.ts. */
export const uploadFile = createUploader({
  baseUrl: '/api',
  getLanguage: currentLanguage,
  getToken,
  text: {
    get failed() {
      return t('errors.upload_failed');
    },
    get timeout() {
      return t('errors.timeout');
    },
  },
  onNotLoggedIn: handleNotLoggedIn,
});

/**
 * An uploaded image as an object URL: `<img src>` cannot send the Authorization header, and
 * uploads are served only to their owner. The caller revokes the URL when done.
 */
export async function fetchUploadObjectUrl(url: string): Promise<string> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
  if (!response.ok) throw new Error(t('errors.upload_preview_failed'));
  return URL.createObjectURL(await response.blob());
}
