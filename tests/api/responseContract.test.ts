import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall, noInput } from '../../src/core/contract/call';
import { registerErrorHandler } from '../../src/server/http/errorHandler';
import { registerRoutes, route } from '../../src/server/http/calls';
import { createTranslator } from '../../src/server/i18n';

/*
 * Every answer is read through its call's declared response at the boundary: what a service
 * carries beside the declared fields (a hash, an internal id) never reaches a client, and an
 * answer that drifted from the contract is refused as the server's fault, not sent.
 */

const account = defineCall({
  id: 'test.account',
  method: 'GET',
  path: '/test/account',
  auth: 'none',
  tag: 'test',
  summary: 'An answer with two declared fields',
  request: noInput,
  response: z.object({ id: z.number().int(), nickname: z.string() }),
});
const drifted = defineCall({ ...account, id: 'test.drifted', path: '/test/drifted' });

describe('answers at the boundary', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(app, await createTranslator());
    registerRoutes(app, [
      // The row as a service might hand it over, secrets and all.
      route(
        account,
        () => ({ id: 7, nickname: 'ann', passwordHash: '$argon2id$…', inviteSecret: 'x' }) as never,
      ),
      route(drifted, () => ({ id: 'seven', nickname: 'ann' }) as never),
    ]);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends only the declared fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/account' });
    expect(res.json()).toMatchObject({ type: 'ok', data: { id: 7, nickname: 'ann' } });
    expect(Object.keys(res.json().data as object)).toEqual(['id', 'nickname']);
    expect(res.body).not.toContain('argon2');
  });

  it('refuses to send an answer that drifted from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/drifted' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ type: 'error' });
    expect(res.body).not.toContain('seven');
  });
});
