import { defineCall, noInput } from '../contract/call';
import {
  advancedVerification,
  basicVerification,
  realName2Request,
  realNameRequest,
  verificationCenter,
} from '../schemas/identity';

export const tag = 'identity';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription = 'Identity verification, basic and advanced';

/** What both levels share: one waiting submission at a time, decided by an operator. */
const REVIEW_RULES =
  'The submission waits for an operator (state `pending`). A verified level stays verified; while one submission waits, another is refused. A rejection carries its reason, and the user may submit again.';

export const basic = defineCall({
  id: 'identity.basic',
  method: 'POST',
  path: '/user/real_name',
  auth: 'session',
  tag,
  summary: 'Submit the basic verification: country, name and an identity document',
  description: `${REVIEW_RULES}\n\nWithdrawals need this level verified.`,
  request: realNameRequest,
  response: basicVerification,
});

export const advanced = defineCall({
  id: 'identity.advanced',
  method: 'POST',
  path: '/user/real_name2',
  auth: 'session',
  tag,
  summary: 'Submit the advanced verification: an address and three photos',
  description: `${REVIEW_RULES}

Only after the basic level is verified. \`front\`, \`back\` and \`holding\` are ids of the caller's own uploads (\`POST /upload\`), each uploaded with the matching \`purpose\` (\`id_front\`, \`id_back\`, \`id_holding\`).`,
  request: realName2Request,
  response: advancedVerification,
});

export const center = defineCall({
  id: 'identity.center',
  method: 'GET',
  path: '/user/center2',
  auth: 'session',
  tag,
  summary: 'Both verification levels and the security overview',
  request: noInput,
  response: verificationCenter,
});

export const calls = [basic, advanced, center];
