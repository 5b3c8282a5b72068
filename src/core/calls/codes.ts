import { z } from 'zod';
import { defineCall } from '../contract/call';
import { sendMailCodeRequest, sendSmsCodeRequest } from '../schemas/user';

export const tag = 'codes';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'One-time codes by e-mail and SMS';
const sent = z.null().meta({ description: 'The code is on its way' });

/** The rules both channels share; support staff get asked about every one of these numbers. */
const CODE_RULES = `A 6-digit code, valid 10 minutes, 5 tries; only the newest code for an address and scene counts.

- One code per address every 60 seconds; at most 10 per address and 30 per IP address an hour (HTTP 429 beyond).
- Scene \`register\` only to an address no account uses, \`forget\` only to a registered one, so nobody is sent a code they cannot use.
- Scenes \`withdraw\` and \`bind_address\` are refused here: those codes go only to the signed-in user's own contact, through \`/sms_other_mail\`.
- A code that could not be delivered is deleted and does not count against the limits.`;

export const sendMail = defineCall({
  id: 'codes.sendMail',
  method: 'POST',
  path: '/sms_mail',
  auth: 'none',
  tag,
  summary: 'E-mail a verification code',
  description: `${CODE_RULES}\n\nThe mail is written in the caller's language.`,
  request: sendMailCodeRequest,
  response: sent,
});

export const sendSms = defineCall({
  id: 'codes.sendSms',
  method: 'POST',
  path: '/sms_send',
  auth: 'none',
  tag,
  summary: 'Text a verification code to a phone',
  description: `${CODE_RULES}\n\nA number that cannot exist in the country of \`area_code\` is refused.`,
  request: sendSmsCodeRequest,
  response: sent,
});

export const calls = [sendMail, sendSms];
