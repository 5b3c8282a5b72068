import {
  fromHex,
  leafNode,
  parentNode,
  ProofError,
  sameBytes,
  toHex,
  type Sha256,
  type TreeNode,
} from './merkleSumTree';

/*
 * A user's proof of reserves as a file ("Download my proof"), and its verification: the steps the
 * page shows with ✓ or ✗, and that `npm run verify-proof` repeats with code of its own
 * (public/verify-proof.mjs). docs/proof-of-reserves.md describes every field and step.
 */

export const PROOF_FORMAT = 'tradewind-proof-of-reserves/1';
export const PUBLICATION_FORMAT = 'tradewind-publication/1';

type Hex = string;
/** Integers in a coin's smallest unit, as decimal strings (they outgrow a JSON number). */
type Units = string;

export type NodeJson = { hash: Hex; sums: Units[] };

/** What the platform publishes for a snapshot; `hash` and `signature` are over the rest. */
export type Publication = {
  snapshot_id: number;
  taken_at: string;
  coins: { symbol: string; decimals: number }[];
  root_hash: Hex;
  /** Total liabilities per coin: the root's sums. */
  liabilities: Units[];
  /** Reserves per coin on chain at the snapshot. */
  reserves: Units[];
  /** The recorded ticks that valued open positions: symbol → tick id. */
  ticks: Record<string, number>;
  /** The previous publication's hash; null for the first. */
  previous_hash: Hex | null;
  hash: Hex;
  /** ECDSA P-256 / SHA-256 over `hash`'s 32 bytes, r ‖ s (64 bytes), hex. */
  signature: Hex;
};

export type ProofFile = {
  format: typeof PROOF_FORMAT;
  user_id: number;
  leaf: { index: number; salt: Hex; user_hash: Hex; sums: Units[] };
  /** From the leaf up: the sibling at each level and the parent the platform computed. */
  path: { sibling: NodeJson; parent: NodeJson }[];
  publication: Publication;
  /** Every publication up to and including this one, oldest first. */
  history: Publication[];
  /** The platform's publication key (public), as a JWK. */
  publication_key: JsonWebKey;
};

/** The bytes a publication's hash is taken over: its fields in a fixed order, as JSON. */
export function publicationBytes(p: Omit<Publication, 'hash' | 'signature'>): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify([
      PUBLICATION_FORMAT,
      p.snapshot_id,
      p.taken_at,
      p.coins.map((c) => [c.symbol, c.decimals]),
      p.root_hash,
      p.liabilities,
      p.reserves,
      Object.entries(p.ticks).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      p.previous_hash,
    ]),
  );
}

/** user_hash = SHA-256(salt ‖ the user id in decimal ASCII). */
export async function userHashOf(sha256: Sha256, salt: Uint8Array, userId: number): Promise<Uint8Array> {
  const id = new TextEncoder().encode(String(userId));
  const data = new Uint8Array(salt.length + id.length);
  data.set(salt);
  data.set(id, salt.length);
  return sha256(data);
}

export type VerifyStep = 'leaf' | 'path' | 'root' | 'signature' | 'chain';
export type StepResult = { step: VerifyStep; ok: boolean; detail?: string };

export type Verifiers = {
  sha256: Sha256;
  /** Whether `signature` (r ‖ s) signs `data` under the P-256 key. */
  verifySignature(key: JsonWebKey, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
};

const units = (values: readonly string[]) => {
  if (!values.every((v) => /^-?\d{1,40}$/.test(v))) throw new ProofError('a sum is not an integer');
  return values.map(BigInt);
};
const nodeOf = (json: NodeJson): TreeNode => ({ hash: fromHex(json.hash), sums: units(json.sums) });
const sameNode = (a: TreeNode, b: TreeNode) =>
  sameBytes(a.hash, b.hash) && a.sums.length === b.sums.length && a.sums.every((s, i) => s === b.sums[i]);

/**
 * Checks a proof file, in the order the page shows: (1) the leaf rebuilt from the user's sums and
 * salt, (2) the path: every sibling's sums ≥ 0 and every parent the hash and sum of its children,
 * (3) the path's root is the published root with its liabilities, (4) the publication's hash and
 * signature, (5) the chain of publications up to this one. Every step runs, so the page can show
 * each one; a step that cannot run after an earlier failure says so.
 */
export async function verifyProofFile(file: ProofFile, v: Verifiers): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const run = async (step: VerifyStep, check: () => Promise<true | string>) => {
    try {
      const outcome = await check();
      results.push(outcome === true ? { step, ok: true } : { step, ok: false, detail: outcome });
    } catch (err) {
      results.push({ step, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  };

  let top: TreeNode | null = null;
  let leaf: TreeNode | null = null;
  await run('leaf', async () => {
    if (file.format !== PROOF_FORMAT) return `unknown format ${String(file.format)}`;
    const salt = fromHex(file.leaf.salt);
    const userHash = await userHashOf(v.sha256, salt, file.user_id);
    if (toHex(userHash) !== file.leaf.user_hash.toLowerCase()) return 'the user hash is not this user’s';
    const sums = units(file.leaf.sums);
    if (sums.some((s) => s < 0n)) return 'a balance is negative';
    leaf = await leafNode(v.sha256, { salt, userHash, sums });
    return true;
  });

  await run('path', async () => {
    if (!leaf) return 'the leaf could not be rebuilt';
    let node: TreeNode = leaf;
    for (const [level, { sibling, parent }] of file.path.entries()) {
      const other = nodeOf(sibling);
      if (other.sums.some((s) => s < 0n)) return `level ${level}: a sibling's sums are negative`;
      const onLeft = ((file.leaf.index >> level) & 1) === 0;
      const computed = onLeft
        ? await parentNode(v.sha256, node, other)
        : await parentNode(v.sha256, other, node);
      if (!sameNode(computed, nodeOf(parent)))
        return `level ${level}: the parent is not the hash and sum of its children`;
      node = computed;
    }
    top = node;
    return true;
  });

  const publication = file.publication;
  await run('root', async () => {
    if (!top) return 'the path did not reach a root';
    const root: TreeNode = top;
    if (toHex(root.hash) !== publication.root_hash.toLowerCase()) return 'the path leads to another root';
    const published = units(publication.liabilities);
    if (!root.sums.every((s, i) => s === published[i]))
      return 'the root’s sums are not the published liabilities';
    return true;
  });

  await run('signature', async () => {
    const digest = await v.sha256(publicationBytes(publication));
    if (toHex(digest) !== publication.hash.toLowerCase())
      return 'the publication’s hash does not match its contents';
    const signed = await v.verifySignature(file.publication_key, fromHex(publication.signature), digest);
    return signed || 'the signature is not the platform’s';
  });

  await run('chain', async () => {
    const history = file.history;
    if (history.length === 0) return 'no history';
    let previous: string | null = null;
    for (const [i, item] of history.entries()) {
      const digest = toHex(await v.sha256(publicationBytes(item)));
      if (digest !== item.hash.toLowerCase())
        return `publication ${item.snapshot_id} was changed after it was published`;
      if (!(await v.verifySignature(file.publication_key, fromHex(item.signature), fromHex(digest))))
        return `publication ${item.snapshot_id} is not signed by the platform`;
      if (item.previous_hash !== previous)
        return `publication ${item.snapshot_id} does not follow the one before it`;
      previous = digest;
      if (i === history.length - 1 && digest !== publication.hash.toLowerCase())
        return 'the history does not end with this publication';
    }
    return true;
  });

  return results;
}

const nodeJson = (node: TreeNode): NodeJson => ({ hash: toHex(node.hash), sums: node.sums.map(String) });

/** The path of leaf `index` as the file carries it: each level's sibling and the parent above. */
export function pathOf(levels: readonly TreeNode[][], index: number): ProofFile['path'] {
  const path: ProofFile['path'] = [];
  let at = index;
  for (let level = 0; level < levels.length - 1; level++) {
    path.push({ sibling: nodeJson(levels[level]![at ^ 1]!), parent: nodeJson(levels[level + 1]![at >> 1]!) });
    at >>= 1;
  }
  return path;
}
