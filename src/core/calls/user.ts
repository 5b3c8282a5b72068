import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import {
  authResult,
  checkEmailRequest,
  checkInviteRequest,
  checkMobileRequest,
  forgetRequest,
  loginRecord,
  loginRequest,
  nicknameRequest,
  publicUser,
  registerRequest,
  updatePasswordRequest,
  updatePayPasswordRequest,
  payPasswordSaved,
} from '../schemas/user';

export const tag = 'user';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Registration, login with e-mail, phone or username, the account and its passwords';
const done = z.null().meta({ description: 'Nothing more to say: the envelope tells it worked' });
const registered = z.object({
  registered: z.boolean().meta({ description: 'Whether an account already uses this address' }),
});

export const register = defineCall({
  id: 'user.register',
  method: 'POST',
  path: '/user/register',
  auth: 'none',
  tag,
  summary: 'Create an account by e-mail, phone or username; signs it in',
  description: `Answers like login (\`{token, user}\`): registering signs the new user in.

- \`account_type\` is one of the methods \`GET /get/reg\` lists in \`register_methods\`.
- E-mail and phone need the code \`/sms_mail\` or \`/sms_send\` sent with scene \`register\`; a username has no address to send one to, so it needs none.
- \`invite_code\` is optional unless \`get/reg\` says \`invite_required\`; an unknown code is refused.
- Both passwords are typed twice; the fund password is 6 digits.`,
  request: registerRequest,
  response: authResult,
});

export const login = defineCall({
  id: 'user.login',
  method: 'POST',
  path: '/user/login',
  auth: 'none',
  tag,
  summary: 'Sign in with an account and its password',
  description: `\`account\` is an e-mail (any case), a username, or a phone number with or without its country code (a national number matches only when exactly one account has it).

Each wrong password says how many tries are left; the fifth in a row locks the account for 15 minutes.`,
  request: loginRequest,
  response: authResult,
});

export const logout = defineCall({
  id: 'user.logout',
  method: 'POST',
  path: '/user/logout',
  auth: 'session',
  tag,
  summary: 'End this session (other devices stay signed in)',
  request: noInput,
  response: done,
});

export const forget = defineCall({
  id: 'user.forget',
  method: 'POST',
  path: '/user/forget',
  auth: 'none',
  tag,
  summary: 'Set a new login password with a code sent to the e-mail or phone',
  description:
    'The code is the one `/sms_mail` or `/sms_send` sent with scene `forget`. The reset lifts a lockout and signs out every device.',
  request: forgetRequest,
  response: done,
});

export const checkInvite = defineCall({
  id: 'user.checkInvite',
  method: 'POST',
  path: '/user/checkExtcode',
  auth: 'none',
  tag,
  summary: 'Whether an invitation code exists (any case)',
  description: 'An unknown code is refused, so a successful answer is always `valid: true`.',
  request: checkInviteRequest,
  response: z.object({ valid: z.literal(true) }),
});

export const checkEmail = defineCall({
  id: 'user.checkEmail',
  method: 'POST',
  path: '/user/check_email',
  auth: 'none',
  tag,
  summary: 'Whether an e-mail address is registered',
  request: checkEmailRequest,
  response: registered,
});

export const checkMobile = defineCall({
  id: 'user.checkMobile',
  method: 'POST',
  path: '/user/check_mobile',
  auth: 'none',
  tag,
  summary: 'Whether a phone number is registered',
  description: 'A number that cannot exist in the country of `area_code` is refused.',
  request: checkMobileRequest,
  response: registered,
});

export const center = defineCall({
  id: 'user.center',
  method: 'GET',
  path: '/user/center',
  auth: 'session',
  tag,
  summary: "The signed-in user's profile",
  request: noInput,
  response: publicUser,
});

export const loginLog = defineCall({
  id: 'user.loginLog',
  method: 'GET',
  path: '/user/userLog',
  auth: 'session',
  tag,
  summary: "The user's 50 latest sign-ins, newest first",
  request: noInput,
  response: z.array(loginRecord),
});

export const hasPassword = defineCall({
  id: 'user.hasPassword',
  method: 'POST',
  path: '/user/has_password',
  auth: 'session',
  tag,
  summary: 'Whether the login and fund passwords are set',
  description: 'A wallet-only account has neither until the user sets them.',
  request: noInput,
  response: z.object({
    login: z.boolean().meta({ description: 'The login password is set' }),
    pay: z.boolean().meta({ description: 'The fund password is set' }),
  }),
});

export const nickname = defineCall({
  id: 'user.nickname',
  method: 'POST',
  path: '/user/nickname',
  auth: 'session',
  tag,
  summary: 'Change the nickname (at most 24 characters)',
  request: nicknameRequest,
  response: publicUser,
});

export const updatePassword = defineCall({
  id: 'user.updatePassword',
  method: 'POST',
  path: '/safe/update_password',
  auth: 'session',
  tag,
  summary: 'Change (or first set) the login password',
  description:
    'When a password is set, `old_password` is required, must be right, and must differ from the new one. A wrong `old_password` counts against the 5-try login lock of `user/login`, and a lock refuses even the right one. Every other device is signed out; this session stays.',
  request: updatePasswordRequest,
  response: done,
});

export const updatePayPassword = defineCall({
  id: 'user.updatePayPassword',
  method: 'POST',
  path: '/user/e_pwd',
  auth: 'session',
  tag,
  summary: 'Change (or first set) the 6-digit fund password',
  description:
    'Setting the first fund password needs nothing more. Changing one needs `old_pay_password`, ' +
    'checked under the same 5-try lock as `wallet/addaddress` and `wallet/out`, and the `code` ' +
    'from `sms_other_mail` (scene `pay_password`) when the user has an e-mail or phone. A change ' +
    'holds withdrawals for 24 hours (`withdrawals_held_until`) and is told on every contact.',
  request: updatePayPasswordRequest,
  response: payPasswordSaved,
});

export const calls = [
  register,
  login,
  logout,
  forget,
  checkInvite,
  checkEmail,
  checkMobile,
  center,
  loginLog,
  hasPassword,
  nickname,
  updatePassword,
  updatePayPassword,
];
