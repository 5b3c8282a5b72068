import { describe, expect, it } from 'vitest';
import { verifyProofFile, type ProofFile } from '../../src/core/reserves/proofFile';
import type { HistoryItem } from '../../src/core/schemas/reserves';
import { ratioSeries, sparkline } from '../../src/web/features/reserves/ratioSeries';
import { ratioForPercent, ratioStatus, summarizeRatios } from '../../src/web/features/reserves/ratios';
import { proofFileName, readProofFile } from '../../src/web/features/reserves/readProofFile';
import { unitsToDecimal } from '../../src/core/reserves/units';
import { formatCount } from '../../src/web/ui/format/money';
import { webCryptoVerifiers } from '../../src/web/features/reserves/webCryptoVerifiers';
import { publicationSigner, snapshotOf } from '../helpers/proofs';

/*
 * The page's side of proof of reserves: its WebCrypto verifiers against files signed the
 * platform's way (Node's `sign('sha256', digest)`), and the pure rules the screen shows.
 */

const subtle = globalThis.crypto.subtle;
const stepsOf = async (file: ProofFile, trusted?: JsonWebKey) =>
  (await verifyProofFile(file, webCryptoVerifiers(subtle, trusted))).map((r) => [r.step, r.ok]);
const ALL_OK = [
  ['leaf', true],
  ['path', true],
  ['root', true],
  ['signature', true],
  ['chain', true],
];

describe('webCryptoVerifiers', async () => {
  const signer = publicationSigner();
  const users: [number, bigint[]][] = Array.from({ length: 5 }, (_, i) => [
    40 + i,
    [BigInt(i * 1_000_000), BigInt(i) * 2_500_000n],
  ]);
  const first = await snapshotOf(signer, users);
  const second = await snapshotOf(signer, users, first.chain);

  it('verifies a true proof in every step, signed by Node as the platform signs', async () => {
    for (let i = 0; i < users.length; i++) expect(await stepsOf(second.fileOf(i))).toEqual(ALL_OK);
  });

  it('hashes as node:crypto does', async () => {
    const digest = await webCryptoVerifiers(subtle).sha256(new TextEncoder().encode('abc'));
    expect(Buffer.from(digest).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('fails the path step, and only it, when a leaf sum is raised', async () => {
    const file = structuredClone(second.fileOf(2));
    file.leaf.sums[0] = String(BigInt(file.leaf.sums[0]!) + 1n);
    expect(await stepsOf(file)).toEqual([
      ['leaf', true],
      ['path', false],
      ['root', false],
      ['signature', true],
      ['chain', true],
    ]);
  });

  it('fails the signature when the publication was changed after signing', async () => {
    const file = structuredClone(second.fileOf(1));
    file.publication.reserves[0] = String(BigInt(file.publication.reserves[0]!) * 2n);
    const steps = await stepsOf(file);
    expect(steps.find(([step]) => step === 'signature')).toEqual(['signature', false]);
  });

  it('fails the signature of a file signed by another key than the one the platform publishes', async () => {
    const forger = publicationSigner();
    const forged = (await snapshotOf(forger, users)).fileOf(0);
    // The forged file verifies against its own key…
    expect(await stepsOf(forged)).toEqual(ALL_OK);
    // …but not against the platform's.
    expect(await stepsOf(forged, signer.jwk)).toEqual([
      ['leaf', true],
      ['path', true],
      ['root', true],
      ['signature', false],
      ['chain', false],
    ]);
    expect(await stepsOf(second.fileOf(0), signer.jwk)).toEqual(ALL_OK);
  });

  it('refuses a signature over the digest hashed once more (the wrong reading of the contract)', async () => {
    const v = webCryptoVerifiers(subtle);
    const p = second.publication;
    const digest = Buffer.from(p.hash, 'hex');
    const signature = Buffer.from(p.signature, 'hex');
    expect(await v.verifySignature(signer.jwk, signature, digest)).toBe(true);
    expect(await v.verifySignature(signer.jwk, signature, await v.sha256(digest))).toBe(false);
  });
});

describe('readProofFile', async () => {
  const file = (await snapshotOf(publicationSigner(), [[7, [1n, 2n]]])).fileOf(0);

  it('reads a proof file, and nothing else', () => {
    expect(readProofFile(JSON.stringify(file))).toEqual(file);
    expect(readProofFile('not json')).toBeNull();
    expect(readProofFile(JSON.stringify({ ...file, format: 'other/1' }))).toBeNull();
    expect(readProofFile(JSON.stringify({ ...file, leaf: undefined }))).toBeNull();
  });

  it('names a snapshot’s file', () => {
    expect(proofFileName(12)).toBe('tradewind-proof-12.json');
  });
});

describe('unitsToDecimal', () => {
  it.each([
    ['120250000', 6, '120.25'],
    ['50000000', 8, '0.5'],
    ['1', 8, '0.00000001'],
    ['0', 6, '0'],
    ['000123', 2, '1.23'],
    ['123', 0, '123'],
    ['100000000000000000000000', 18, '100000'],
  ])('writes %s units at %i places as %s', (units, decimals, expected) => {
    expect(unitsToDecimal(units, decimals)).toBe(expected);
  });

  it('refuses what is not an amount in units', () => {
    expect(() => unitsToDecimal('-5', 2)).toThrow();
    expect(() => unitsToDecimal('1.5', 2)).toThrow();
  });
});

describe('ratioStatus and summarizeRatios', () => {
  const coin = (ratio: string | null, read = true) => ({ ratio, reserves_read: read });

  it('says covered from 100 %, short below, unread for a coin owed but not read, nothing owed first', () => {
    expect(ratioStatus(coin('1'))).toBe('covered');
    expect(ratioStatus(coin('1.05'))).toBe('covered');
    expect(ratioStatus(coin('0.9999'))).toBe('short');
    expect(ratioStatus(coin('0', false))).toBe('unread');
    expect(ratioStatus(coin(null))).toBe('nothing_owed');
    expect(ratioStatus(coin(null, false))).toBe('nothing_owed');
  });

  it('sums a snapshot up by its worst coin', () => {
    expect(summarizeRatios([coin('1.2'), coin('1'), coin(null)])).toEqual({ kind: 'covered' });
    expect(summarizeRatios([coin('1.2'), coin('0.95'), coin('0.98')])).toEqual({
      kind: 'short',
      lowest: '0.95',
    });
    expect(summarizeRatios([coin('0.5'), coin('0', false)])).toEqual({ kind: 'unread' });
    expect(summarizeRatios([coin(null)])).toEqual({ kind: 'nothing_owed' });
    // A coin nobody holds does not need reading.
    expect(summarizeRatios([coin('1.5'), coin(null, false)])).toEqual({ kind: 'covered' });
  });

  it('cuts a ratio to a percent’s two places, never rounding up to 100 %', () => {
    expect(ratioForPercent('1.052349')).toBe('1.0523');
    expect(ratioForPercent('0.99999')).toBe('0.9999');
    expect(ratioForPercent('2')).toBe('2');
  });
});

describe('ratioSeries and sparkline', () => {
  const item = (id: number, ratios: Record<string, string | null>): HistoryItem => ({
    id,
    taken_at: id * 86_400_000,
    coins: Object.entries(ratios).map(([symbol, ratio]) => ({
      symbol,
      ratio,
      liabilities: '1',
      reserves: '1',
    })),
    publication: {} as HistoryItem['publication'],
  });

  it('puts a coin’s ratios oldest first and leaves out snapshots without one', () => {
    const history = [item(3, { BTC: '1.1' }), item(2, { BTC: null }), item(1, { BTC: '1.05', USDT: '1' })];
    expect(ratioSeries(history, 'BTC')).toEqual([
      { takenAt: 86_400_000, ratio: 1.05 },
      { takenAt: 3 * 86_400_000, ratio: 1.1 },
    ]);
    expect(ratioSeries(history, 'ETH')).toEqual([]);
  });

  it('draws inside its box with 100 % always on the scale', () => {
    const line = sparkline(
      [
        { takenAt: 1, ratio: 1.1 },
        { takenAt: 2, ratio: 1.2 },
      ],
      100,
      40,
      0,
    )!;
    // 100 % is the bottom of a scale from 1 to 1.2; the last point the top right.
    expect(line.fullY).toBe(40);
    expect(line.points).toBe('0,20 100,0');
    expect(line.last).toEqual({ x: 100, y: 0 });
  });

  it('draws one snapshot as a level line, and nothing without one', () => {
    expect(sparkline([{ takenAt: 1, ratio: 1 }], 100, 40, 0)!.points).toBe('0,40 100,40');
    expect(sparkline([], 100, 40)).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups a count the reader’s way', () => {
    expect(formatCount(3, 'en')).toBe('3');
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'es')).toBe('12.345');
    expect(formatCount(1_234, 'es')).toBe('1234');
  });
});
