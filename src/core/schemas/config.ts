import { z } from 'zod';
import { LANGUAGES } from '../languages';

const codes = LANGUAGES.map((l) => l.code) as [string, ...string[]];

export const setLangRequest = z.object({ lang: z.enum(codes, { error: 'errors.lang_invalid' }) });

export const registrationConfig = z.object({
  login_methods: z.array(z.string()),
  register_methods: z.array(z.string()),
  invite_required: z.boolean(),
});
export type RegistrationConfig = z.infer<typeof registrationConfig>;

export const languageConfig = z.object({
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  default: z.string(),
  version: z.string(),
});
export type LanguageConfig = z.infer<typeof languageConfig>;

export const areaCode = z.object({
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  name: z.string().meta({ description: "The country's name in the caller's language" }),
  code: z.string().meta({ description: 'Calling code without the plus sign' }),
});
export type AreaCode = z.infer<typeof areaCode>;

export const linkResponse = z.object({ url: z.string().meta({ description: 'Empty when not configured' }) });

/** How users reach support; each is null when the operator configured none. */
export const supportContacts = z.object({
  email: z.string().nullable().meta({ description: 'SUPPORT_EMAIL' }),
  url: z.string().nullable().meta({ description: 'SUPPORT_URL: a help or contact page' }),
  chat: z.string().nullable().meta({ description: 'CUSTOMER_SERVICE_URL: the support chat' }),
  demo: z
    .boolean()
    .meta({ description: 'A local demo install, with no support desk behind it (never in production)' }),
});
export type SupportContacts = z.infer<typeof supportContacts>;
