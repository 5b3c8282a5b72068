import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { WalletChain } from '../../../core/schemas/wallet';

/** The TRON mainnet genesis id, as TronLink names the chain. */
export const TRON_CHAIN_ID = 'TRON mainnet 0x2b6653dc';

export type SignInFields = {
  domain: string;
  uri: string;
  address: string;
  statement: string;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
  evmChainId: number;
};

/**
 * The text the wallet signs. EVM: EIP-4361 (Sign-In with Ethereum). TRON: the same fields as
 * plain ASCII, signed with TIP-191 signMessageV2.
 */
export function buildSignInMessage(chain: WalletChain, f: SignInFields): string {
  if (chain === 'evm') {
    return createSiweMessage({
      domain: f.domain,
      uri: f.uri,
      address: f.address as `0x${string}`,
      chainId: f.evmChainId,
      nonce: f.nonce,
      version: '1',
      statement: f.statement,
      issuedAt: f.issuedAt,
      expirationTime: f.expirationTime,
    });
  }
  return [
    `${f.domain} wants you to sign in with your TRON account:`,
    f.address,
    '',
    f.statement,
    '',
    `URI: ${f.uri}`,
    'Version: 1',
    `Chain ID: ${TRON_CHAIN_ID}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt.toISOString()}`,
    `Expiration Time: ${f.expirationTime.toISOString()}`,
  ].join('\n');
}

export type ParsedSignIn = {
  family: WalletChain | null;
  domain: string | null;
  address: string | null;
  nonce: string | null;
  expirationTime: Date | null;
};

/** Reads back the fields the server checks, from either kind of message; unknown text gives nulls. */
export function parseSignInMessage(message: string): ParsedSignIn {
  const header = /^(\S+) wants you to sign in with your (Ethereum|TRON) account:\n(\S+)\n/.exec(message);
  const family: WalletChain | null = header ? (header[2] === 'TRON' ? 'tron' : 'evm') : null;
  if (family === 'evm') {
    const siwe = parseSiweMessage(message);
    return {
      family,
      domain: siwe.domain ?? null,
      address: siwe.address ?? null,
      nonce: siwe.nonce ?? null,
      expirationTime: siwe.expirationTime ?? null,
    };
  }
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(message)?.[1] ?? null;
  const expiry = field('Expiration Time');
  return {
    family,
    domain: header?.[1] ?? null,
    address: header?.[3] ?? null,
    nonce: field('Nonce'),
    expirationTime: expiry ? new Date(expiry) : null,
  };
}
