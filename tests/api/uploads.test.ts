import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import {
  GPS_TAG,
  JPEG_BYTES,
  jpegWithGps,
  PDF_BYTES,
  pngImage,
  POLYGLOT_JPEG,
  WEBP_BYTES,
} from '../helpers/images';
import { message } from '../helpers/messages';
import { BOUNDARY, multipartBody, postUpload, type Part } from '../helpers/multipart';
import { dbKinds } from '../helpers/testDb';

const MAX_BYTES = 8192;
/** The decoded pixels of an image, to compare pictures rather than files. */
const pixelsOf = async (image: Buffer) =>
  (await sharp(image).raw().toBuffer({ resolveWithObject: true })).data;
const filePart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

describe.each(dbKinds())('uploads on %s', (kind) => {
  let h: Harness;
  let token: string;
  let otherToken: string;
  let userId: number;
  beforeAll(async () => {
    h = await createHarness(kind, { UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    ({
      token,
      user: { id: userId },
    } = await h.registerEmail(uniqueEmail('up')));
    ({ token: otherToken } = await h.registerEmail(uniqueEmail('up-other')));
  });
  afterAll(() => h.close());

  /** What is on disk, apart from finished uploads, must be nothing: no half-written files remain. */
  const storedFiles = async () => (await readdir(h.config.uploadDir).catch(() => [] as string[])).sort();
  const rowsOf = (id: number) => h.db.select().from(uploads).where(eq(uploads.userId, id));
  const fetchUpload = (id: string, authorization?: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/upload/${id}`,
      headers: authorization ? { authorization } : {},
    });

  it('stores a PNG under a random name, records it, and serves it back to its owner', async () => {
    const png = pngImage(32, 24, [23, 104, 232]);
    const res = await postUpload(
      h,
      multipartBody([
        { name: 'purpose', value: 'id_front' },
        filePart(png, '../../etc/passwd.png', 'image/png'),
      ]),
      { token },
    );
    expect(res.body.type).toBe('ok');
    const { id, url } = res.body.data as { id: string; url: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/api/upload/${id}`);
    expect(await storedFiles()).toContain(id);
    // What is kept is the picture, re-encoded: the same pixels, not the same bytes.
    const stored = await readFile(path.join(h.config.uploadDir, id));
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(png));
    expect(await rowsOf(userId)).toMatchObject([
      { id, purpose: 'id_front', mime: 'image/png', size: stored.length },
    ]);

    const served = await fetchUpload(id, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(stored);
  });

  it('refuses a JPEG header followed by a web page, in the caller’s language, and keeps nothing', async () => {
    const before = await storedFiles();
    const rows = (await rowsOf(userId)).length;
    for (const lang of ['en', 'th'] as const) {
      const res = await postUpload(h, multipartBody([filePart(POLYGLOT_JPEG, 'id.jpg')]), { token, lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: 'error',
        message: await message('errors.upload_not_image', {}, lang),
      });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(userId)).toHaveLength(rows);
  });

  it('keeps a camera photo without its EXIF: no GPS position, no camera model', async () => {
    const photo = await jpegWithGps();
    // The photo as uploaded does carry them (tag 0x8825 points at the GPS directory).
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes(GPS_TAG.camera)).toBe(true);

    const res = await postUpload(
      h,
      multipartBody([{ name: 'purpose', value: 'id_holding' }, filePart(photo)]),
      {
        token,
      },
    );
    expect(res.body.type).toBe('ok');
    const { id } = res.body.data as { id: string };
    const stored = await readFile(path.join(h.config.uploadDir, id));
    const kept = await sharp(stored).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', 64, 48]);
    expect(kept.exif).toBeUndefined();
    expect(stored.includes(GPS_TAG.camera)).toBe(false);
  });

  it('decides the type by content: JPEG and WebP pass whatever they are called', async () => {
    const jpeg = await postUpload(
      h,
      multipartBody([filePart(JPEG_BYTES, 'scan.bin', 'application/octet-stream')]),
      {
        token,
      },
    );
    const webp = await postUpload(h, multipartBody([filePart(WEBP_BYTES, 'scan.png', 'image/png')]), {
      token,
    });
    expect([jpeg.body.type, webp.body.type]).toEqual(['ok', 'ok']);
    const served = await fetchUpload((webp.body.data as { id: string }).id, token);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['a PDF named .jpg', PDF_BYTES],
    ['text named .jpg', Buffer.from('just some text, not a picture at all\n')],
    ['an empty file', Buffer.alloc(0)],
    ['an SVG (script-capable) image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
  ])('refuses %s and keeps nothing of it', async (_label, data) => {
    const before = await storedFiles();
    const rows = (await rowsOf(userId)).length;
    const res = await postUpload(h, multipartBody([filePart(data)]), { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'error', message: await message('errors.upload_type_invalid') });
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(userId)).toHaveLength(rows);
  });

  it('takes a file of exactly the size limit and refuses one byte more, writing nothing', async () => {
    const exact = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_BYTES - JPEG_BYTES.length, 7)]);
    expect((await postUpload(h, multipartBody([filePart(exact)]), { token })).body.type).toBe('ok');

    const before = await storedFiles();
    const over = Buffer.concat([exact, Buffer.from([7])]);
    const res = await postUpload(h, multipartBody([filePart(over)]), { token, lang: 'zh-CN' });
    expect(res.body).toMatchObject({
      type: 'error',
      message: await message('errors.upload_too_large', { max: '8 KB' }, 'zh-CN'),
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a far larger file while it streams, in the caller’s language', async () => {
    const huge = Buffer.concat([JPEG_BYTES, Buffer.alloc(2 * 1024 * 1024, 1)]);
    const res = await postUpload(h, multipartBody([filePart(huge)]), { token });
    expect(res.body.message).toBe(await message('errors.upload_too_large', { max: '8 KB' }));
  });

  it('serves a file only to its owner: another user and a made-up id get “not found”, no session gets 999', async () => {
    const id = (
      (await postUpload(h, multipartBody([filePart(JPEG_BYTES)]), { token })).body.data as { id: string }
    ).id;
    const other = await fetchUpload(id, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ type: 'error', message: await message('errors.upload_not_found') });
    expect(other.headers['content-type']).toMatch(/^application\/json/);

    const anonymous = await fetchUpload(id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ type: '999', code: 999 });

    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fpglite', `${id}.part`]) {
      const res = await fetchUpload(bad, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'error' });
    }
  });

  it('needs a session to upload', async () => {
    const res = await postUpload(h, multipartBody([filePart(JPEG_BYTES)]));
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('999');
  });

  it('refuses an unknown purpose and a body without a file, storing nothing', async () => {
    const before = await storedFiles();
    const badPurpose = await postUpload(
      h,
      multipartBody([filePart(JPEG_BYTES), { name: 'purpose', value: 'selfie' }]),
      { token },
    );
    expect(badPurpose.body.message).toBe(await message('errors.upload_purpose_invalid'));
    const noFile = await postUpload(h, multipartBody([{ name: 'purpose', value: 'voucher' }]), { token });
    expect(noFile.body.message).toBe(await message('errors.upload_file_required'));
    const wrongField = await postUpload(h, multipartBody([{ ...filePart(JPEG_BYTES), name: 'image' }]), {
      token,
    });
    expect(wrongField.body.message).toBe(await message('errors.upload_file_required'));
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['garbage instead of parts', Buffer.from('this is not multipart at all'), undefined],
    [
      'a body cut off in the middle of the file',
      multipartBody([filePart(JPEG_BYTES)]).subarray(0, 150),
      undefined,
    ],
    [
      'a header line without its end',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
      undefined,
    ],
    ['no boundary in the content type', multipartBody([filePart(JPEG_BYTES)]), 'multipart/form-data'],
    ['a form-encoded body', Buffer.from('file=abc&purpose=voucher'), 'application/x-www-form-urlencoded'],
    ['a JSON body', Buffer.from('{"file":"abc"}'), 'application/json'],
  ])('answers %s with an envelope refusal, never a 500', async (_label, payload, contentType) => {
    const before = await storedFiles();
    const res = await postUpload(h, payload, { token, contentType });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.type).toBe('error');
    expect(res.body.message).not.toBe(await message('errors.server'));
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps every other call form-encoded: multipart is not accepted elsewhere', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/user/nickname',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody([{ name: 'nickname', value: 'Sneaky' }]),
    });
    expect(res.json()).toMatchObject({ type: 'error' });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('declares the upload as multipart and the file call as answering the image itself', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: { content: object } }>>;
    };
    const upload = doc.paths['/upload']?.post;
    expect(upload?.operationId).toBe('uploads.upload');
    expect(upload?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: expect.objectContaining({ required: ['file'] }) as unknown,
      },
    });
    expect(doc.paths['/upload/{id}']?.get?.operationId).toBe('uploads.file');
  });

  it('tells the app the limit in force', async () => {
    const res = await h.get('upload/limits');
    expect(res.body.data).toEqual({ max_bytes: MAX_BYTES, types: ['image/jpeg', 'image/png', 'image/webp'] });
  });
});
