import { z } from 'zod';
import { LANGUAGES } from '../languages';

const codes = LANGUAGES.map((l) => l.code) as [string, ...string[]];

export const setLangRequest = z.object({ lang: z.enum(codes, { error: 'errors.lang_invalid' }) });

export type RegistrationConfig = {
  login_methods: string[];
  register_methods: string[];
  invite_required: boolean;
};

export type LanguageConfig = {
  languages: { code: string; name: string }[];
  default: string;
  version: string;
};
