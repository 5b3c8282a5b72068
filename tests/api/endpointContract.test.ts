import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/core/calls/all';
import { routesOf } from '../../src/server/app';
import { createHarness, type Harness } from '../helpers/harness';

/** Served beside the calls but not calls themselves: the documents, the docs page, the socket. */
const NOT_CALLS = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/, /^\/api\/ws$/];

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
};

describe('the endpoint contract', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.close());

  const documented = async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json() as OpenApi;
  };

  it('documents every call the server answers, and the server answers every documented call', async () => {
    const doc = await documented();
    const inDocument = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const answered = routesOf(h.app)
      .filter(
        (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !NOT_CALLS.some((p) => p.test(r.url)),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(answered.length).toBeGreaterThan(60);
    expect([...new Set(answered)].sort()).toEqual([...new Set(inDocument)].sort());
  });

  it('publishes an OpenAPI 3.1 document with the envelope, the 999 rule and both headers', async () => {
    const doc = (await documented()) as OpenApi & Record<string, unknown>;
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).toContain('language-mark');
    const login = doc.paths['/user/login']?.post;
    expect(login?.operationId).toBe('user.login');
    const center = doc.paths['/user/center']?.get;
    expect(Object.keys(center?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(JSON.stringify(doc.components)).toContain('"name":"Authorization"');
    expect(JSON.stringify(doc.info)).toContain('999');
  });

  it('declares each call once, with a unique id', () => {
    const ids = allCalls.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('serves a readable reference at /api/docs from its own files, apart from the app', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//); // nothing from another host
      const url = new URL(asset, 'http://127.0.0.1/api/docs/').pathname;
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
