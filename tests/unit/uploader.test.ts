import { describe, expect, it } from 'vitest';
import { createUploader } from '../../src/web/api/upload';

/** A scripted XMLHttpRequest: records what the uploader sends and answers as told. */
class FakeXhr {
  headers: Record<string, string> = {};
  method = '';
  url = '';
  timeout = 0;
  body: FormData | null = null;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  const xhrs: FakeXhr[] = [];
  const lost: string[] = [];
  const upload = createUploader({
    baseUrl: '/api',
    getLanguage: () => 'ja',
    getToken: () => 'tok-9',
    text: { failed: 'Upload failed, retry', timeout: 'Timed out' },
    onNotLoggedIn: (m) => lost.push(m),
    createXhr: () => {
      const x = new FakeXhr();
      xhrs.push(x);
      return x as unknown as XMLHttpRequest;
    },
  });
  return { upload, xhrs, lost };
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });

describe('the upload function', () => {
  it('posts multipart with the purpose, language-mark, Authorization and a 60 s time-out, and reports progress', async () => {
    const { upload, xhrs } = setup();
    const progress: number[] = [];
    const done = upload(file(), { purpose: 'id_front', onProgress: (p) => progress.push(p) });
    const xhr = xhrs[0]!;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', '/api/upload', 60_000]);
    expect(xhr.headers).toEqual({ 'language-mark': 'ja', Authorization: 'tok-9' });
    expect(xhr.body?.get('purpose')).toBe('id_front');
    expect((xhr.body?.get('file') as File).name).toBe('id.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.answer({
      type: 'ok',
      code: 1,
      message: 'OK',
      msg: 'success',
      data: { id: 'abc', url: '/api/upload/abc' },
    });
    await expect(done).resolves.toEqual({ id: 'abc', url: '/api/upload/abc' });
    expect(progress).toEqual([33]);
  });

  it('fails with the server’s message, the fallback text, or the time-out text', async () => {
    const { upload, xhrs } = setup();
    const refused = upload(file());
    xhrs[0]!.answer({ type: 'error', code: 0, message: 'Please upload a JPEG, PNG or WebP image' });
    await expect(refused).rejects.toMatchObject({
      message: 'Please upload a JPEG, PNG or WebP image',
      kind: 'failed',
    });

    const proxyPage = upload(file());
    xhrs[1]!.responseText = '<html>502</html>';
    xhrs[1]!.onload?.();
    await expect(proxyPage).rejects.toMatchObject({ message: 'Upload failed, retry' });

    const slow = upload(file());
    xhrs[2]!.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ message: 'Timed out', kind: 'timeout' });
  });

  it('hands a lost session to the session handler', async () => {
    const { upload, xhrs, lost } = setup();
    const res = upload(file());
    xhrs[0]!.answer({ type: '999', code: 999, message: 'Your session has expired' });
    await expect(res).rejects.toMatchObject({ kind: 'notLoggedIn' });
    expect(lost).toEqual(['Your session has expired']);
  });
});
