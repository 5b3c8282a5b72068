#!/usr/bin/env node
// Checks a Tradewind proof-of-reserves file without trusting Tradewind: Node.js 18 or later and
// nothing else (no packages, none of the app's code). The steps and the file's format are in
// docs/proof-of-reserves.md.
//
//   node verify-proof.mjs my-proof.json        (or, in the repository: npm run verify-proof -- my-proof.json)
//
// Prints each step with ✓ or ✗ and exits with 0 only when every step passes.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const hex = (s) => {
  if (typeof s !== 'string' || !/^([0-9a-f]{2})*$/i.test(s)) throw new Error('not hexadecimal');
  return Buffer.from(s, 'hex');
};
const int = (s) => {
  if (typeof s !== 'string' || !/^-?\d{1,40}$/.test(s)) throw new Error('a sum is not an integer');
  return BigInt(s);
};
// A sum: 16 bytes, unsigned, big-endian. A negative one cannot be written.
const sumBytes = (n) => {
  if (n < 0n || n >= 1n << 128n) throw new Error(`a sum out of range: ${n}`);
  const b = Buffer.alloc(16);
  for (let i = 15; i >= 0; i--, n >>= 8n) b[i] = Number(n & 0xffn);
  return b;
};
const sumsBytes = (sums) => Buffer.concat(sums.map(sumBytes));
const leafHash = (salt, userHash, sums) => sha256(salt, userHash, sumsBytes(sums));
const nodeHash = (l, r) => sha256(l.hash, sumsBytes(l.sums), r.hash, sumsBytes(r.sums));
const publicationBytes = (p) =>
  Buffer.from(
    JSON.stringify([
      'tradewind-publication/1',
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
const signedBy = (jwk, signature, data) =>
  verify(
    'sha256',
    data,
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    signature,
  );

function check(file) {
  const steps = [];
  const step = (name, fn) => {
    try {
      const r = fn();
      steps.push([name, r === true, r === true ? '' : r]);
    } catch (e) {
      steps.push([name, false, e.message]);
    }
  };
  let leaf = null;
  let top = null;
  step('1. my leaf: rebuilt from my balances and salt', () => {
    if (file.format !== 'tradewind-proof-of-reserves/1') return `unknown format ${file.format}`;
    const salt = hex(file.leaf.salt);
    const userHash = sha256(salt, Buffer.from(String(file.user_id)));
    if (userHash.toString('hex') !== file.leaf.user_hash.toLowerCase())
      return 'the user hash is not this user’s';
    const sums = file.leaf.sums.map(int);
    if (sums.some((s) => s < 0n)) return 'a balance is negative';
    leaf = { hash: leafHash(salt, userHash, sums), sums };
    return true;
  });
  step('2. my path: siblings ≥ 0, each parent the hash and sum of its children', () => {
    if (!leaf) return 'the leaf could not be rebuilt';
    let node = leaf;
    for (const [level, { sibling, parent }] of file.path.entries()) {
      const other = { hash: hex(sibling.hash), sums: sibling.sums.map(int) };
      if (other.sums.some((s) => s < 0n)) return `level ${level}: a sibling's sums are negative`;
      const [l, r] = ((file.leaf.index >> level) & 1) === 0 ? [node, other] : [other, node];
      const next = { hash: nodeHash(l, r), sums: l.sums.map((s, i) => s + r.sums[i]) };
      const claimed = parent.sums.map(int);
      if (
        next.hash.toString('hex') !== parent.hash.toLowerCase() ||
        next.sums.some((s, i) => s !== claimed[i])
      )
        return `level ${level}: the parent is not the hash and sum of its children`;
      node = next;
    }
    top = node;
    return true;
  });
  const pub = file.publication;
  step('3. the root: the published one, with the published liabilities', () => {
    if (!top) return 'the path did not reach a root';
    if (top.hash.toString('hex') !== pub.root_hash.toLowerCase()) return 'the path leads to another root';
    const published = pub.liabilities.map(int);
    if (top.sums.some((s, i) => s !== published[i]))
      return 'the root’s sums are not the published liabilities';
    return true;
  });
  step('4. the publication: its hash and the platform’s signature', () => {
    const digest = sha256(publicationBytes(pub));
    if (digest.toString('hex') !== pub.hash.toLowerCase())
      return 'the publication’s hash does not match its contents';
    return (
      signedBy(file.publication_key, hex(pub.signature), digest) || 'the signature is not the platform’s'
    );
  });
  step('5. the history: every publication signed, each following the one before', () => {
    if (!file.history.length) return 'no history';
    let previous = null;
    for (const [i, item] of file.history.entries()) {
      const digest = sha256(publicationBytes(item));
      if (digest.toString('hex') !== item.hash.toLowerCase())
        return `publication ${item.snapshot_id} was changed after it was published`;
      if (!signedBy(file.publication_key, hex(item.signature), digest))
        return `publication ${item.snapshot_id} is not signed by the platform`;
      if (item.previous_hash !== previous)
        return `publication ${item.snapshot_id} does not follow the one before it`;
      previous = digest.toString('hex');
      if (i === file.history.length - 1 && previous !== pub.hash.toLowerCase())
        return 'the history does not end with this publication';
    }
    return true;
  });
  return steps;
}

const path = process.argv[2];
if (!path) {
  console.error('usage: node verify-proof.mjs <proof.json>');
  process.exit(2);
}
const steps = check(JSON.parse(readFileSync(path, 'utf8')));
for (const [name, ok, why] of steps) console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : ` — ${why}`}`);
const passed = steps.every(([, ok]) => ok);
console.log(passed ? 'Your balance is in the published liabilities.' : 'This proof does NOT verify.');
process.exit(passed ? 0 : 1);
