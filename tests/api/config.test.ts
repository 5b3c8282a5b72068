import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

describe.each(dbKinds())('config calls on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { CUSTOMER_SERVICE_URL: 'https://support.example.com/chat', OTC_URL: '' });
  });
  afterAll(() => h.close());

  it('lists the seven languages, the default and the version', async () => {
    const res = await h.post('get/lang');
    expect(res.body.data).toEqual({
      languages: [
        { code: 'en', name: 'English' },
        { code: 'zh-CN', name: '简体中文' },
        { code: 'zh-TW', name: '繁體中文' },
        { code: 'ja', name: '日本語' },
        { code: 'ko', name: '한국어' },
        { code: 'es', name: 'Español' },
        { code: 'th', name: 'ไทย' },
      ],
      default: 'en',
      version: '9.9.9-test',
    });
  });

  it('confirms a language choice and stores it on a logged-in account', async () => {
    expect((await h.post('set/lang', { lang: 'th' })).body.data).toEqual({ lang: 'th' });
    expect((await h.post('set/lang', { lang: 'fr' })).body.message).toBe(
      await message('errors.lang_invalid'),
    );
    const { token } = await h.registerEmail('lang-user@example.com');
    await h.post('set/lang', { lang: 'ko' }, { token });
    expect((await h.get('user/center', { token })).body.data).toMatchObject({ language: 'ko' });
  });

  it('gives the registration methods and the support and OTC links from configuration', async () => {
    expect((await h.get('get/reg')).body.data).toEqual({
      login_methods: ['wallet', 'email', 'phone', 'username'],
      register_methods: ['email', 'phone', 'username'],
      invite_required: false,
    });
    expect((await h.post('set/get_customer_url')).body.data).toEqual({
      url: 'https://support.example.com/chat',
    });
    expect((await h.post('set/get_otc_url')).body.data).toEqual({ url: '' });
  });

  it('lists calling codes with country names in the reader’s language', async () => {
    const en = (await h.get('area_code')).body.data as { country: string; name: string; code: string }[];
    expect(en.find((c) => c.country === 'CN')).toEqual({ country: 'CN', name: 'China', code: '86' });
    expect(en.length).toBeGreaterThan(200);
    const zh = (await h.post('area_code', {}, { lang: 'zh-CN' })).body.data as {
      country: string;
      name: string;
    }[];
    expect(zh.find((c) => c.country === 'JP')?.name).toBe('日本');
  });

  it('picks the message language from language-mark, then Accept-Language', async () => {
    const zh = await h.get('user/center', { lang: 'zh-CN' });
    expect(zh.body.message).toBe(await message('errors.not_logged_in', {}, 'zh-CN'));
    const tw = await h.get('user/center', { headers: { 'accept-language': 'zh-Hant-TW,zh;q=0.8' } });
    expect(tw.body.message).toBe(await message('errors.not_logged_in', {}, 'zh-TW'));
  });
});
