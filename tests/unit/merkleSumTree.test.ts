import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildSumTree,
  encodeSum,
  MAX_SUM,
  paddedSize,
  ProofError,
  sameBytes,
  walkProof,
  type Leaf,
} from '../../src/core/reserves/merkleSumTree';

/*
 * The Merkle sum tree of issue 35: every leaf's proof leads to the root, the root's sums are the
 * liabilities, and each way of cheating a user changes what the user's walk finds.
 */

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const COINS = 3;

const leafOf = (...sums: bigint[]): Leaf => ({
  salt: new Uint8Array(randomBytes(32)),
  userHash: new Uint8Array(randomBytes(32)),
  sums,
});

/** A deterministic spread of balances, some zero, some large. */
const leavesOf = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    leafOf(BigInt(i * 1_000_003), BigInt((i % 7) * 10 ** 12), BigInt(i % 2)),
  );

const total = (leaves: Leaf[]) =>
  leaves.reduce((sums, l) => sums.map((s, i) => s + l.sums[i]!), [0n, 0n, 0n]);

describe('the Merkle sum tree', () => {
  it.each([1, 2, 3, 1000])(
    'over %i leaves: the root sums are the total and every proof verifies',
    async (n) => {
      const leaves = leavesOf(n);
      const tree = await buildSumTree(sha256, COINS, leaves);
      expect(tree.root.sums).toEqual(total(leaves));
      expect(tree.levels[0]).toHaveLength(paddedSize(n));
      expect(tree.levels).toHaveLength(Math.log2(paddedSize(n)) + 1);
      for (const [index, leaf] of leaves.entries()) {
        const steps = tree.proof(index);
        expect(steps).toHaveLength(Math.log2(paddedSize(n)));
        const walked = await walkProof(sha256, leaf, index, steps);
        expect(walked.siblingsNonNegative).toBe(true);
        expect(sameBytes(walked.root.hash, tree.root.hash)).toBe(true);
        expect(walked.root.sums).toEqual(tree.root.sums);
      }
    },
  );

  it('refuses a negative balance before it enters the tree', async () => {
    await expect(buildSumTree(sha256, COINS, [leafOf(1n, 2n, 3n), leafOf(5n, -1n, 0n)])).rejects.toThrow(
      ProofError,
    );
    expect(() => encodeSum(MAX_SUM + 1n)).toThrow(ProofError);
    expect(encodeSum(258n)).toEqual(Uint8Array.from([...Array(14).fill(0), 1, 2]));
  });

  describe('each tampering is found by the user it cheats', () => {
    const setUp = async () => {
      const leaves = leavesOf(9);
      const tree = await buildSumTree(sha256, COINS, leaves);
      return { leaves, tree };
    };

    it('a user left out: the tree without them has a root their proof cannot reach', async () => {
      const { leaves, tree } = await setUp();
      const without = await buildSumTree(sha256, COINS, leaves.slice(1));
      // The platform publishes the smaller tree: the user's proof from the full one fails.
      const walked = await walkProof(sha256, leaves[0]!, 0, tree.proof(0));
      expect(sameBytes(walked.root.hash, without.root.hash)).toBe(false);
      // Nor can a proof from the smaller tree include the left-out leaf.
      const borrowed = await walkProof(sha256, leaves[0]!, 0, without.proof(0));
      expect(sameBytes(borrowed.root.hash, without.root.hash)).toBe(false);
    });

    it('a negative leaf hidden as a sibling to shrink the total: refused on the walk', async () => {
      const { leaves, tree } = await setUp();
      const steps = tree.proof(4);
      steps[0] = { ...steps[0]!, sums: [-5n, 0n, 0n] };
      const walked = await walkProof(sha256, leaves[4]!, 4, steps);
      expect(walked.siblingsNonNegative).toBe(false);
    });

    it('sums changed on the path (a smaller total): the root differs', async () => {
      const { leaves, tree } = await setUp();
      const steps = tree.proof(2);
      steps[2] = { ...steps[2]!, sums: steps[2]!.sums.map((s) => (s > 0n ? s - 1n : s)) };
      const walked = await walkProof(sha256, leaves[2]!, 2, steps);
      expect(sameBytes(walked.root.hash, tree.root.hash)).toBe(false);
    });

    it('a sibling swapped for another node of the same level: the root differs', async () => {
      const { leaves, tree } = await setUp();
      const steps = tree.proof(0);
      const other = tree.levels[1]![3]!;
      steps[1] = { hash: other.hash, sums: other.sums };
      const walked = await walkProof(sha256, leaves[0]!, 0, steps);
      expect(sameBytes(walked.root.hash, tree.root.hash)).toBe(false);
    });

    it('the user’s own balance understated: the root differs', async () => {
      const { leaves, tree } = await setUp();
      const mine = leaves[5]!;
      const walked = await walkProof(
        sha256,
        { ...mine, sums: [mine.sums[0]! - 1n, 0n, 0n] },
        5,
        tree.proof(5),
      );
      expect(sameBytes(walked.root.hash, tree.root.hash)).toBe(false);
    });

    it('a root from another snapshot: the proof does not reach it', async () => {
      const { leaves, tree } = await setUp();
      const next = await buildSumTree(
        sha256,
        COINS,
        leaves.map((l) => ({ ...l, salt: new Uint8Array(randomBytes(32)) })),
      );
      const walked = await walkProof(sha256, leaves[3]!, 3, tree.proof(3));
      expect(sameBytes(walked.root.hash, tree.root.hash)).toBe(true);
      expect(sameBytes(walked.root.hash, next.root.hash)).toBe(false);
    });
  });
});
