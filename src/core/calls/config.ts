import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import {
  areaCode,
  languageConfig,
  linkResponse,
  registrationConfig,
  setLangRequest,
  supportContacts,
} from '../schemas/config';

export const tag = 'config';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'Languages, registration methods, support and OTC links, area codes';

export const setLang = defineCall({
  id: 'config.setLang',
  method: 'POST',
  path: '/set/lang',
  auth: 'optional',
  tag,
  summary: "Choose the interface language (stored on the user's account when signed in)",
  request: setLangRequest,
  response: z.object({ lang: z.string() }),
});

export const getLang = defineCall({
  id: 'config.getLang',
  method: 'POST',
  path: '/get/lang',
  auth: 'none',
  tag,
  summary: 'The interface languages, the default one and the server version',
  request: noInput,
  response: languageConfig,
});

export const getReg = defineCall({
  id: 'config.getReg',
  method: 'GET',
  path: '/get/reg',
  auth: 'none',
  tag,
  summary: 'Login and registration methods offered, and whether an invitation code is required',
  description: 'Wallet sign-in is always offered: it is how most users arrive.',
  request: noInput,
  response: registrationConfig,
});

export const customerUrl = defineCall({
  id: 'config.customerUrl',
  method: 'POST',
  path: '/set/get_customer_url',
  auth: 'none',
  tag,
  summary: 'The support chat link',
  request: noInput,
  response: linkResponse,
});

export const support = defineCall({
  id: 'config.support',
  method: 'POST',
  path: '/set/get_support',
  auth: 'none',
  tag,
  summary: 'How to reach support: e-mail, a help page and the chat, each null when not configured',
  description:
    'Where the app says "contact support" (a deposit address not configured, bank transfer unavailable) ' +
    'it links to these; with all three null it says no contact is configured.',
  request: noInput,
  response: supportContacts,
});

export const otcUrl = defineCall({
  id: 'config.otcUrl',
  method: 'POST',
  path: '/set/get_otc_url',
  auth: 'none',
  tag,
  summary: 'The OTC link',
  request: noInput,
  response: linkResponse,
});

const areaCodeCall = {
  auth: 'none',
  tag,
  summary: "Every country with its calling code, named and sorted in the caller's language",
  request: noInput,
  response: z.array(areaCode),
} as const;
export const areaCodes = defineCall({
  id: 'config.areaCodes',
  method: 'POST',
  path: '/area_code',
  ...areaCodeCall,
});
export const areaCodesGet = defineCall({
  id: 'config.areaCodesGet',
  method: 'GET',
  path: '/area_code',
  ...areaCodeCall,
});

export const calls = [setLang, getLang, getReg, customerUrl, support, otcUrl, areaCodes, areaCodesGet];
