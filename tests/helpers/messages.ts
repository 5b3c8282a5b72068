import { createTranslator, type Translate } from '../../src/server/i18n';
import type { Language } from '../../src/core/languages';

let translate: Translate | null = null;

/** The text users read for a message key, from the same locale files the server uses. */
export async function message(
  key: string,
  params?: Record<string, unknown>,
  lang: Language = 'en',
): Promise<string> {
  translate ??= await createTranslator();
  return translate(lang, key, params);
}

/** The envelope of a refused call, as a client reads it. */
export const refusal = async (key: string, params?: Record<string, unknown>) => ({
  type: 'error',
  code: 0,
  message: await message(key, params),
});
