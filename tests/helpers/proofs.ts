import { createHash, generateKeyPairSync, randomBytes, sign, verify, createPublicKey } from 'node:crypto';
import { buildSumTree, toHex } from '../../src/core/reserves/merkleSumTree';
import {
  PROOF_FORMAT,
  pathOf,
  publicationBytes,
  userHashOf,
  type ProofFile,
  type Publication,
  type Verifiers,
} from '../../src/core/reserves/proofFile';

/* Proof files built the way the platform builds them, signed by a key the test makes. */

export const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

export const nodeVerifiers: Verifiers = {
  sha256,
  async verifySignature(key, signature, data) {
    return verify(
      'sha256',
      data,
      { key: createPublicKey({ key: key as never, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      signature,
    );
  },
};

export function publicationSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    jwk: publicKey.export({ format: 'jwk' }) as JsonWebKey,
    publish(fields: Omit<Publication, 'hash' | 'signature'>): Publication {
      const digest = sha256(publicationBytes(fields));
      const signature = sign('sha256', digest, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return { ...fields, hash: toHex(digest), signature: toHex(signature) };
    },
  };
}

const COINS = [
  { symbol: 'BTC', decimals: 8 },
  { symbol: 'USDT', decimals: 6 },
];

/** A snapshot of `users` (id → sums in smallest units), published after `previous`, and each user's file. */
export async function snapshotOf(
  signer: ReturnType<typeof publicationSigner>,
  users: [number, bigint[]][],
  history: Publication[] = [],
) {
  const salts = users.map(() => new Uint8Array(randomBytes(32)));
  const leaves = await Promise.all(
    users.map(async ([id, sums], i) => ({
      salt: salts[i]!,
      userHash: await userHashOf(sha256, salts[i]!, id),
      sums,
    })),
  );
  const tree = await buildSumTree(sha256, COINS.length, leaves);
  const previous = history[history.length - 1];
  const publication = signer.publish({
    snapshot_id: history.length + 1,
    taken_at: new Date(Date.UTC(2026, 10, 27 + history.length)).toISOString(),
    coins: COINS,
    root_hash: toHex(tree.root.hash),
    liabilities: tree.root.sums.map(String),
    reserves: tree.root.sums.map((s) => String(s + 1n)),
    ticks: { BTCUSDT: 1001 + history.length },
    previous_hash: previous?.hash ?? null,
  });
  const chain = [...history, publication];
  const fileOf = (i: number): ProofFile => ({
    format: PROOF_FORMAT,
    user_id: users[i]![0],
    leaf: {
      index: i,
      salt: toHex(salts[i]!),
      user_hash: toHex(leaves[i]!.userHash),
      sums: users[i]![1].map(String),
    },
    path: pathOf(tree.levels, i),
    publication,
    history: chain,
    publication_key: signer.jwk,
  });
  return { publication, chain, fileOf };
}
