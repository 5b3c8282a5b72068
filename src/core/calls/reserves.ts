import { defineCall, noInput } from '../contract/call';
import * as schema from '../schemas/reserves';

/*
 * Proof of reserves: the latest snapshot with its reserve addresses, the history of signed
 * publications, and a user's own proof file (docs/proof-of-reserves.md says how to check it).
 */
export const tag = 'reserves';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Proof of reserves: what the platform owes its users as a Merkle sum tree, the reserves on chain, signed and chained publications, and each user’s proof';

export const porLatest = defineCall({
  id: 'reserves.latest',
  method: 'GET',
  path: '/por/latest',
  auth: 'optional',
  tag,
  summary:
    'The latest snapshot: liabilities, reserves and ratio per coin, the reserve addresses and the signed publication',
  request: noInput,
  response: schema.latestReserves,
});

export const porHistory = defineCall({
  id: 'reserves.history',
  method: 'GET',
  path: '/por/history',
  auth: 'none',
  tag,
  summary: 'Every publication, newest first, each naming the hash of the one before',
  request: schema.historyRequest,
  response: schema.history,
});

export const porMyProof = defineCall({
  id: 'reserves.myProof',
  method: 'POST',
  path: '/por/my_proof',
  auth: 'session',
  tag,
  summary:
    "The caller's proof file for a snapshot: their leaf and salt, the path to the root, the publication and its history",
  description:
    'Check it in the page, with `npm run verify-proof -- file.json`, or with your own code: docs/proof-of-reserves.md. The salt is shown only to its user. Refused (translated) for a snapshot taken before the account existed or one that does not exist.',
  request: schema.myProofRequest,
  response: schema.proofFile,
});

export const calls = [porLatest, porHistory, porMyProof];
