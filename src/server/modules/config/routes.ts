import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../core/languages';
import type { LanguageConfig, RegistrationConfig } from '../../../core/schemas/config';
import { setLangRequest } from '../../../core/schemas/config';
import type { Config } from '../../config';
import { ok } from '../../http/envelope';
import { bodyOf } from '../../http/requestContext';
import type { AccountService } from '../users/account';
import { areaCodes } from './areaCodes';

/** Spec §7 config calls: languages, registration methods, support and OTC links, area codes. */
export function configRoutes(app: FastifyInstance, deps: { config: Config; account: AccountService }) {
  const { config, account } = deps;

  app.post('/set/lang', async (request) => {
    const { lang } = setLangRequest.parse(bodyOf(request));
    if (request.session) await account.setLanguage(request.session.userId, lang);
    return ok({ lang });
  });

  app.post('/get/lang', async () => {
    const data: LanguageConfig = {
      languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      default: config.defaultLanguage,
      version: config.version,
    };
    return ok(data);
  });

  app.get('/get/reg', async () => {
    const data: RegistrationConfig = {
      // Wallet sign-in is always on: it is how most users arrive.
      login_methods: ['wallet', ...config.registerMethods],
      register_methods: [...config.registerMethods],
      invite_required: config.inviteRequired,
    };
    return ok(data);
  });

  app.post('/set/get_customer_url', async () => ok({ url: config.customerServiceUrl }));
  app.post('/set/get_otc_url', async () => ok({ url: config.otcUrl }));

  // The spec lists area_code with the user calls; the app asks for it by POST and GET alike.
  const listAreaCodes = async (request: { lang: (typeof LANGUAGES)[number]['code'] }) =>
    ok(areaCodes(request.lang));
  app.post('/area_code', listAreaCodes);
  app.get('/area_code', listAreaCodes);
}
