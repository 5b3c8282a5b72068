import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import { uploadLimits, uploadRequest, uploadResult } from '../schemas/upload';

export const tag = 'uploads';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Images users upload (deposit vouchers, identity photos), served only to their owner';

export const limits = defineCall({
  id: 'uploads.limits',
  method: 'GET',
  path: '/upload/limits',
  auth: 'none',
  tag,
  summary: 'The largest file and the image types an upload accepts',
  request: noInput,
  response: uploadLimits,
});

export const upload = defineCall({
  id: 'uploads.upload',
  method: 'POST',
  path: '/upload',
  auth: 'session',
  tag,
  summary: 'Upload an image (multipart: `file`, optional `purpose`)',
  description: `The file is stored under a random name and served only to its owner. A file over the limit (\`GET /upload/limits\`) is refused with HTTP 413; one whose bytes are not JPEG, PNG or WebP is refused whatever its name says.

Verification photos must be uploaded with the purpose of their slot (\`id_front\`, \`id_back\`, \`id_holding\`); a deposit voucher with \`voucher\`.`,
  multipart: true,
  request: uploadRequest,
  response: uploadResult,
});

export const file = defineCall({
  id: 'uploads.file',
  method: 'GET',
  path: '/upload/:id',
  auth: 'session',
  tag,
  summary: "One of the caller's own uploads: the image itself",
  description:
    'Answers the bytes with their image type, not the JSON envelope (refusals are enveloped as usual). `{id}` is the upload id; an unknown id, a malformed one and another user\'s all answer HTTP 404 "not found".',
  // The id travels in the path, not the query: the route reads it there, and checks it itself.
  request: noInput,
  response: z.unknown(),
  fileTypes: ['image/jpeg', 'image/png', 'image/webp'],
});

export const calls = [limits, upload, file];
