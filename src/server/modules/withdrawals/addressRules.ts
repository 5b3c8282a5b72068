import { createHash } from 'node:crypto';
import { TronWeb } from 'tronweb';
import { getAddress, isAddress } from 'viem';
import type { ChainNetwork } from '../../../core/schemas/withdrawals';
import { TRON_ADDRESS } from '../../../core/schemas/wallet';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.match(/^1*/)?.[0].length ?? 0;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A legacy (1…) or script (3…) Bitcoin address whose 4-byte checksum is right. */
function isBase58CheckBtc(address: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
  const raw = base58Decode(address);
  if (!raw || raw.length !== 25) return false;
  const checksum = sha256(sha256(raw.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(raw.subarray(21));
}

/** bech32/bech32m (bc1…): character set and length only, in one case. */
const isBech32Btc = (address: string) =>
  /^bc1[02-9ac-hj-np-z]{11,71}$/.test(address) || /^BC1[02-9AC-HJ-NP-Z]{11,71}$/.test(address);

/**
 * The address as it is stored, or null when it cannot be an address of that network:
 * ERC20 by viem (a mixed-case address must carry a valid checksum; stored checksummed),
 * TRC20 by TronWeb (base58 with its checksum), OMNI as a Bitcoin base58check or bech32 address.
 */
export function normaliseAddress(network: ChainNetwork, address: string): string | null {
  const text = address.trim();
  switch (network) {
    case 'ERC20':
      return isAddress(text, { strict: true }) ? getAddress(text) : null;
    case 'TRC20':
      return TRON_ADDRESS.test(text) && TronWeb.isAddress(text) ? text : null;
    case 'OMNI':
      if (isBase58CheckBtc(text)) return text;
      return isBech32Btc(text) ? text.toLowerCase() : null;
  }
}
