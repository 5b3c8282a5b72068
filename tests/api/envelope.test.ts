import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';

/**
 * Calls that read a body (logout reads none and would end the test's session). A malformed
 * body must never give a 500.
 */
const CALLS: ['GET' | 'POST', string][] = [
  ['POST', 'set/lang'],
  ['POST', 'get/lang'],
  ['GET', 'get/reg'],
  ['POST', 'set/get_customer_url'],
  ['POST', 'set/get_otc_url'],
  ['POST', 'area_code'],
  ['POST', 'sms_mail'],
  ['POST', 'sms_send'],
  ['POST', 'user/register'],
  ['POST', 'user/checkExtcode'],
  ['POST', 'user/login'],
  ['POST', 'user/forget'],
  ['POST', 'user/e_pwd'],
  ['POST', 'safe/update_password'],
  ['POST', 'user/has_password'],
  ['POST', 'user/check_mobile'],
  ['POST', 'user/check_email'],
  ['POST', 'user/nickname'],
  ['GET', 'user/center'],
  ['GET', 'user/userLog'],
  // Balances, deposits and withdrawals: the calls that take a body.
  ['POST', 'wallet/detail'],
  ['POST', 'wallet/legal_log'],
  ['POST', 'wallet/change'],
  ['POST', 'wallet/deposit_address'],
  ['POST', 'wallet/check_address'],
  ['POST', 'wallet/deposit_intent'],
  ['POST', 'wallet/charge_req'],
  ['POST', 'depositIn'],
  ['POST', 'wallet/deposit_detail'],
  ['POST', 'sms_other_mail'],
  ['POST', 'wallet/get_address'],
  ['POST', 'wallet/addaddress'],
  ['POST', 'wallet/deladdress'],
  ['POST', 'out/setAccount'],
  ['POST', 'wallet/get_info'],
  ['POST', 'wallet/out'],
  ['POST', 'wallet/withdraw_detail'],
];

const MALFORMED: [string, { payload: string; type: string }][] = [
  ['broken JSON', { payload: '{"account": ', type: 'application/json' }],
  ['a JSON array', { payload: '[1,2,3]', type: 'application/json' }],
  ['a JSON string', { payload: '"hello"', type: 'application/json' }],
  ['JSON null', { payload: 'null', type: 'application/json' }],
  [
    'nested objects',
    { payload: '{"account":{"$ne":1},"password":[1],"email":{},"lang":7}', type: 'application/json' },
  ],
  [
    'repeated form fields',
    {
      payload: 'account=a&account=b&password=x&password=y&email=a&email=b',
      type: 'application/x-www-form-urlencoded',
    },
  ],
  ['plain text', { payload: 'account=a', type: 'text/plain' }],
  ['XML', { payload: '<a/>', type: 'application/xml' }],
  [
    'a megabyte of form',
    { payload: `account=${'a'.repeat(1_100_000)}`, type: 'application/x-www-form-urlencoded' },
  ],
];

describe('the envelope', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    token = (await h.registerEmail('envelope@example.com')).token;
  });
  afterAll(() => h.close());

  it('wraps success as type ok, code 1, message OK, msg success', async () => {
    expect((await h.get('get/reg')).body).toMatchObject({
      type: 'ok',
      code: 1,
      message: 'OK',
      msg: 'success',
    });
  });

  it('answers an unknown path with a translated error envelope', async () => {
    const res = await h.post('no/such/call', {}, { lang: 'es' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      type: 'error',
      code: 0,
      message: await message('errors.not_found', {}, 'es'),
    });
  });

  describe.each(MALFORMED)('with %s', (_, { payload, type }) => {
    it.each(CALLS.filter(([m]) => m === 'POST'))(
      '%s %s answers an envelope, never a 500 or a stack',
      async (method, url) => {
        const response = await h.app.inject({
          method,
          url: `/api/${url}`,
          headers: { 'content-type': type, authorization: token },
          payload,
        });
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json() as { type: string; code: number; message: string };
        expect(['ok', 'error']).toContain(body.type);
        expect(body.message).not.toMatch(/at .*\.ts|stack|TypeError|ZodError|FST_/);
        if (body.type === 'error') expect(body.code).toBe(0);
      },
    );
  });

  it('rate-limits a flood from one address with the envelope', async () => {
    const limited = await createHarness('pglite', { RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await limited.get('get/reg', { ip: '198.51.100.9' })).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await limited.get('get/reg', { ip: '198.51.100.9' });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        type: 'error',
        code: 0,
        message: await message('errors.too_many_requests'),
      });
    } finally {
      await limited.close();
    }
  });
});
