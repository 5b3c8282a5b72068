import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyProofFile, type ProofFile, type VerifyStep } from '../../src/core/reserves/proofFile';
import { nodeVerifiers, publicationSigner, snapshotOf } from '../helpers/proofs';

/*
 * A user's proof file checked twice, by the page's verifier (core) and by the standalone script
 * anyone can run (public/verify-proof.mjs, which shares no code with the app): both pass a true
 * proof, and both fail each tampering at the step that names it.
 */

const run = promisify(execFile);
const SCRIPT = path.resolve('public/verify-proof.mjs');

async function script(file: ProofFile): Promise<{ code: number; out: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-proof-'));
  const at = path.join(dir, 'proof.json');
  await writeFile(at, JSON.stringify(file));
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, at]);
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

const failedSteps = async (file: ProofFile) =>
  (await verifyProofFile(file, nodeVerifiers)).filter((r) => !r.ok).map((r) => r.step);

const copy = (file: ProofFile): ProofFile => structuredClone(file);

describe('a proof of reserves file', async () => {
  const signer = publicationSigner();
  const users: [number, bigint[]][] = Array.from({ length: 11 }, (_, i) => [
    100 + i,
    [BigInt(i * 12_345_678), BigInt(i % 3) * 1_000_000n],
  ]);
  const first = await snapshotOf(signer, users);
  const second = await snapshotOf(signer, users, first.chain);

  it('verifies for every user, in the page and with the standalone script', async () => {
    for (let i = 0; i < users.length; i++) {
      const results = await verifyProofFile(second.fileOf(i), nodeVerifiers);
      expect(results.map((r) => [r.step, r.ok])).toEqual([
        ['leaf', true],
        ['path', true],
        ['root', true],
        ['signature', true],
        ['chain', true],
      ]);
    }
    const { code, out } = await script(second.fileOf(3));
    expect(code).toBe(0);
    expect(out.match(/✓/g)).toHaveLength(5);
  });

  const tamperings: [string, (f: ProofFile) => void, VerifyStep[], RegExp][] = [
    ['another user’s id', (f) => void (f.user_id += 1), ['leaf', 'path', 'root'], /user hash/],
    [
      'my balance raised',
      (f) => void (f.leaf.sums[0] = String(BigInt(f.leaf.sums[0]!) + 1n)),
      ['path', 'root'],
      /level 0/,
    ],
    [
      'sums changed on the path',
      (f) => void (f.path[1]!.sibling.sums[0] = String(BigInt(f.path[1]!.sibling.sums[0]!) - 1n)),
      ['path', 'root'],
      /level 1/,
    ],
    ['a negative sibling', (f) => void (f.path[0]!.sibling.sums[1] = '-5'), ['path', 'root'], /negative/],
    [
      'siblings swapped',
      (f) => {
        const [a, b] = [f.path[0]!.sibling, f.path[1]!.sibling];
        f.path[0]!.sibling = b;
        f.path[1]!.sibling = a;
      },
      ['path', 'root'],
      /level 0/,
    ],
    [
      'a root from another snapshot',
      (f) => {
        f.publication = first.publication;
        f.history = first.chain;
      },
      ['root'],
      /another root/,
    ],
    [
      'the publication altered (reserves raised)',
      // The same publication ends the history: that fails too.
      (f) => void (f.publication.reserves[0] = '999999999999'),
      ['signature', 'chain'],
      /hash does not match/,
    ],
    [
      'an old publication rewritten in the history',
      (f) => void (f.history[0]!.liabilities[1] = '1'),
      ['chain'],
      /publication 1 was changed/,
    ],
    [
      'an old publication rewritten and re-hashed by someone without the key',
      (f) => {
        f.history[0] = { ...f.history[0]!, liabilities: ['1', '1'] };
        f.history[0]!.hash = second.publication.hash;
      },
      ['chain'],
      /publication 1/,
    ],
  ];

  it.each(tamperings)('%s fails, in both verifiers', async (_name, tamper, steps, message) => {
    const file = copy(second.fileOf(6));
    tamper(file);
    expect(await failedSteps(file)).toEqual(steps);
    const { code, out } = await script(file);
    expect(code).toBe(1);
    expect(out).toMatch(message);
    expect(out).toMatch(/does NOT verify/);
  });

  it('a signature by another key fails', async () => {
    const other = publicationSigner();
    const file = copy(second.fileOf(0));
    file.publication_key = other.jwk;
    expect(await failedSteps(file)).toEqual(['signature', 'chain']);
  });
});
