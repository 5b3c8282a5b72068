/*
 * The Merkle sum tree of user liabilities (domain-rules "Proof of reserves"; the format is written
 * out in docs/proof-of-reserves.md so anyone can check a proof with their own code):
 *
 *   leaf.hash = H(salt ‖ user_hash ‖ sums)           leaf.sums = the user's balance per coin
 *   node.hash = H(L.hash ‖ L.sums ‖ R.hash ‖ R.sums)   node.sums = L.sums + R.sums
 *
 * H is SHA-256; hashes and salts are 32 bytes; `sums` is one unsigned 128-bit big-endian integer
 * per coin, in the snapshot's coin order, in each coin's smallest unit. The leaves are padded to a
 * power of two with zero leaves (every byte zero: salt, user hash and sums). Binding the sums into
 * every hash means a path cannot shrink the total without changing the root (eprint 2018/1139),
 * and unsigned sums mean no negative balance can hide in a sibling.
 *
 * The hash is passed in: node:crypto on the server, WebCrypto in the page. Core does no I/O.
 */

export type Sha256 = (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;

export type Leaf = { salt: Uint8Array; userHash: Uint8Array; sums: readonly bigint[] };
export type TreeNode = { hash: Uint8Array; sums: bigint[] };
/** A sibling on the path from a leaf to the root, bottom first. */
export type ProofStep = { hash: Uint8Array; sums: bigint[] };

const HASH_BYTES = 32;
const SUM_BYTES = 16;
/** The largest sum a 128-bit field holds. */
export const MAX_SUM = (1n << 128n) - 1n;

export class ProofError extends Error {}

/** One sum as 16 big-endian bytes; refuses a negative or oversized one (it cannot be encoded). */
export function encodeSum(value: bigint): Uint8Array {
  if (value < 0n) throw new ProofError(`a negative sum (${value}) cannot enter the tree`);
  if (value > MAX_SUM) throw new ProofError(`a sum above 2^128 − 1 (${value}) cannot enter the tree`);
  const bytes = new Uint8Array(SUM_BYTES);
  let rest = value;
  for (let i = SUM_BYTES - 1; i >= 0; i--) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const encodeSums = (sums: readonly bigint[]) => concat(sums.map(encodeSum));

function assertBytes(value: Uint8Array, what: string) {
  if (value.length !== HASH_BYTES) throw new ProofError(`${what} must be ${HASH_BYTES} bytes`);
}

export async function leafNode(sha256: Sha256, leaf: Leaf): Promise<TreeNode> {
  assertBytes(leaf.salt, 'the salt');
  assertBytes(leaf.userHash, 'the user hash');
  const sums = [...leaf.sums];
  return { hash: await sha256(concat([leaf.salt, leaf.userHash, encodeSums(sums)])), sums };
}

export async function parentNode(sha256: Sha256, left: TreeNode, right: TreeNode): Promise<TreeNode> {
  if (left.sums.length !== right.sums.length) throw new ProofError('children count different coins');
  const hash = await sha256(concat([left.hash, encodeSums(left.sums), right.hash, encodeSums(right.sums)]));
  return { hash, sums: left.sums.map((sum, i) => sum + right.sums[i]!) };
}

export const zeroLeaf = (coins: number): Leaf => ({
  salt: new Uint8Array(HASH_BYTES),
  userHash: new Uint8Array(HASH_BYTES),
  sums: Array.from({ length: coins }, () => 0n),
});

/** The smallest power of two holding `count` leaves (1 for a single leaf). */
export const paddedSize = (count: number) => (count <= 1 ? 1 : 2 ** Math.ceil(Math.log2(count)));

export type SumTree = {
  root: TreeNode;
  /** Every level, leaves first (padded), the root's level last. */
  levels: TreeNode[][];
  /** The siblings from leaf `index` up to the root. */
  proof(index: number): ProofStep[];
};

/** Builds the tree over `leaves` (at least one), each with one sum per coin. */
export async function buildSumTree(sha256: Sha256, coins: number, leaves: readonly Leaf[]): Promise<SumTree> {
  if (leaves.length === 0) throw new ProofError('a tree needs at least one leaf');
  for (const leaf of leaves)
    if (leaf.sums.length !== coins) throw new ProofError(`every leaf holds ${coins} sums`);
  const padded = [...leaves];
  while (padded.length < paddedSize(leaves.length)) padded.push(zeroLeaf(coins));
  const levels: TreeNode[][] = [await Promise.all(padded.map((leaf) => leafNode(sha256, leaf)))];
  while (levels[levels.length - 1]!.length > 1) {
    const below = levels[levels.length - 1]!;
    const level: TreeNode[] = [];
    for (let i = 0; i < below.length; i += 2) level.push(await parentNode(sha256, below[i]!, below[i + 1]!));
    levels.push(level);
  }
  return {
    root: levels[levels.length - 1]![0]!,
    levels,
    proof(index) {
      if (!Number.isInteger(index) || index < 0 || index >= leaves.length)
        throw new ProofError(`no leaf ${index}`);
      const steps: ProofStep[] = [];
      let at = index;
      for (const level of levels.slice(0, -1)) {
        const sibling = level[at ^ 1]!;
        steps.push({ hash: sibling.hash, sums: [...sibling.sums] });
        at >>= 1;
      }
      return steps;
    },
  };
}

/** One check of a verification, in order, with what it found. */
export type PathCheck =
  | { step: 'leaf'; hash: Uint8Array }
  | { step: 'sibling_sums'; level: number; ok: boolean }
  | { step: 'parent'; level: number; hash: Uint8Array; sums: bigint[] };

export type PathResult = {
  /** The root the path leads to; compare it with the published root. */
  root: TreeNode;
  /** False when a sibling carried a negative sum (no honest tree holds one). */
  siblingsNonNegative: boolean;
};

/**
 * Walks a proof from the leaf to the root: rebuilds the leaf, checks that every sibling's sums
 * are ≥ 0, and computes each parent (its sums the sum of its children's). `index` says on which
 * side the path runs at each level (bit 0: the leaf's level).
 */
export async function walkProof(
  sha256: Sha256,
  leaf: Leaf,
  index: number,
  steps: readonly ProofStep[],
): Promise<PathResult> {
  let node = await leafNode(sha256, leaf);
  let siblingsNonNegative = true;
  for (const [level, sibling] of steps.entries()) {
    if (sibling.sums.some((s) => s < 0n)) siblingsNonNegative = false;
    // A negative sibling cannot be encoded: the walk stops there, the root is not reached.
    if (!siblingsNonNegative) return { root: node, siblingsNonNegative };
    const leftSide = ((index >> level) & 1) === 0;
    node = leftSide ? await parentNode(sha256, node, sibling) : await parentNode(sha256, sibling, node);
  }
  return { root: node, siblingsNonNegative };
}

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function fromHex(hex: string): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new ProofError('not hexadecimal');
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
