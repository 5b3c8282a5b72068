import * as calls from '../../../core/calls/config';
import { LANGUAGES } from '../../../core/languages';
import type { Config } from '../../config';
import { route, type Route } from '../../http/calls';
import type { AccountService } from '../users';
import { areaCodes } from './areaCodes';

/** Spec §7 config calls: languages, registration methods, support and OTC links, area codes. */
export function configRoutes({ config, account }: { config: Config; account: AccountService }): Route[] {
  const listAreaCodes = (
    _: unknown,
    { request }: { request: { lang: (typeof LANGUAGES)[number]['code'] } },
  ) => areaCodes(request.lang);
  return [
    route(calls.setLang, async ({ lang }, { session }) => {
      if (session) await account.setLanguage(session.userId, lang);
      return { lang };
    }),
    route(calls.getLang, () => ({
      languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      default: config.defaultLanguage,
      version: config.version,
    })),
    route(calls.getReg, () => ({
      // Wallet sign-in is always on: it is how most users arrive.
      login_methods: ['wallet', ...config.registerMethods],
      register_methods: [...config.registerMethods],
      invite_required: config.inviteRequired,
    })),
    route(calls.customerUrl, () => ({ url: config.customerServiceUrl })),
    route(calls.support, () => ({
      email: config.support.email || null,
      url: config.support.url || null,
      chat: config.customerServiceUrl || null,
      demo: config.localDemo,
    })),
    route(calls.otcUrl, () => ({ url: config.otcUrl })),
    route(calls.areaCodes, listAreaCodes),
    route(calls.areaCodesGet, listAreaCodes),
  ];
}
