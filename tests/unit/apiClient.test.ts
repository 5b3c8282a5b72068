import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from '../../src/web/api/client';
import { configGetLang, spotList, userCenter, userLogin } from '../../src/web/api/endpoints';

/** The client against a scripted fetch: what the user sees for each kind of answer. */
function setup(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const events: string[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: ApiClientDeps = {
    baseUrl: '/api',
    fetch: ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
    getLanguage: () => 'zh-CN',
    getToken: () => 'tok-123',
    text: { error: 'ERROR', timeout: 'Timed out', network: 'Offline' },
    ui: {
      showLoading: () => events.push('loading:on'),
      hideLoading: () => events.push('loading:off'),
      toast: (m) => events.push(`toast:${m}`),
    },
    onNotLoggedIn: (message) => events.push(`notLogin:${message}`),
  };
  return { api: createApiClient(deps), deps, events, calls };
}

const json = (body: unknown, delayMs = 0) =>
  delayMs === 0
    ? Promise.resolve(new Response(JSON.stringify(body)))
    : new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response(JSON.stringify(body))), delayMs),
      );

describe('the API client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts form-encoded with language-mark and Authorization, and returns data', async () => {
    const { api, calls } = setup(() =>
      json({ type: 'ok', code: 1, message: 'OK', msg: 'success', data: { id: 7 } }),
    );
    await expect(api.call(userLogin, { account: 'a@b.c', password: 'p w' })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.url).toBe('/api/user/login');
    expect(calls[0]?.init.body).toBe('account=a%40b.c&password=p+w');
    expect(calls[0]?.init.headers).toEqual({
      'language-mark': 'zh-CN',
      Authorization: 'tok-123',
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it('puts GET parameters in the query string, leaving out what is undefined', async () => {
    const { api, calls } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: [] }));
    await api.call(spotList, { status: 'open', page: 2, symbol: undefined });
    expect(calls[0]?.url).toBe('/api/coin/list?status=open&page=2');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('shows no loading indicator for an answer within 200 ms', async () => {
    const { api, events } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: 1 }, 150));
    const done = api.call(configGetLang);
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(events).toEqual([]);
  });

  it('shows the loading indicator after 200 ms and hides it when the answer comes', async () => {
    const { api, events } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: 1 }, 500));
    const done = api.call(configGetLang);
    await vi.advanceTimersByTimeAsync(199);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(events).toEqual(['loading:on']);
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(events).toEqual(['loading:on', 'loading:off']);
  });

  it('toasts the server message on failure and rejects', async () => {
    const { api, events } = setup(() => json({ type: 'error', code: 0, message: 'Insufficient balance' }));
    await expect(api.call(configGetLang)).rejects.toMatchObject({
      message: 'Insufficient balance',
      kind: 'failed',
    });
    expect(events).toEqual(['toast:Insufficient balance']);
  });

  it('toasts ERROR when a failure has no message', async () => {
    const { api, events } = setup(() => Promise.resolve(new Response('<html>502</html>', { status: 502 })));
    await expect(api.call(configGetLang)).rejects.toMatchObject({ message: 'ERROR' });
    expect(events).toEqual(['toast:ERROR']);
  });

  it('on 999 hands the server message to the not-logged-in flow, without a toast of its own', async () => {
    const { api, events } = setup(() => json({ type: '999', code: 999, message: 'Session expired' }));
    await expect(api.call(userCenter)).rejects.toMatchObject({ kind: 'notLoggedIn' });
    expect(events).toEqual(['notLogin:Session expired']);
  });

  it('gives up after 60 seconds with the timeout message', async () => {
    const { api, events } = setup(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const done = api.call(configGetLang);
    const settled = expect(done).rejects.toMatchObject({ kind: 'timeout', message: 'Timed out' });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(events).toEqual(['loading:on', 'toast:Timed out', 'loading:off']);
  });

  it('names a network failure as such', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.call(configGetLang, undefined, { noToast: true })).rejects.toMatchObject({
      kind: 'network',
      message: 'Offline',
    });
  });

  it('tells whether the server could be reached: any answer says yes, a network failure no', async () => {
    let down = true;
    const { deps } = setup(() =>
      down
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json({ type: 'error', code: 0, message: 'Insufficient balance' }),
    );
    const reports: boolean[] = [];
    const api = createApiClient({ ...deps, onReachable: (up) => reports.push(up) });
    await expect(api.call(configGetLang, undefined, { noToast: true })).rejects.toThrow();
    down = false;
    await expect(api.call(configGetLang, undefined, { noToast: true })).rejects.toThrow('Insufficient');
    expect(reports).toEqual([false, true]);
  });
});
