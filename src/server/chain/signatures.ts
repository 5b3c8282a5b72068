import { createPublicClient, http, verifyMessage, type Hex } from 'viem';
import { TronWeb, Trx } from 'tronweb';

/**
 * EVM: plain accounts verify offline by ECDSA recovery. With an RPC configured, viem's public
 * client also accepts smart-contract wallets (ERC-1271, and ERC-6492 before deployment). Its
 * `eoa` mode recovers the key first, so key wallets never wait on the chain and still sign in
 * while the RPC is down; only a signature no key explains is put to the contract.
 */
export async function evmSignatureIsValid(
  address: string,
  message: string,
  signature: string,
  rpcUrl: string | undefined,
): Promise<boolean> {
  const args = { address: address as Hex, message, signature: signature as Hex };
  try {
    if (rpcUrl) {
      const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 5_000 }) });
      return await client.verifyMessage({ ...args, mode: 'eoa' });
    }
    return await verifyMessage(args);
  } catch {
    return false;
  }
}

// verifyMessage (V1) needs an instance but no network; the host is never called.
const offlineTronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:9' });

/**
 * TRON: TIP-191 signMessageV2 only. A V1 signature (signMessage over the hex of the text) is told
 * apart so the user learns to update the wallet instead of seeing "wrong key".
 */
export async function tronSignatureCheck(
  address: string,
  message: string,
  signature: string,
): Promise<'valid' | 'invalid' | 'v1'> {
  const sig = signature.startsWith('0x') ? signature : `0x${signature}`;
  try {
    if (Trx.verifyMessageV2(message, sig) === address) return 'valid';
  } catch {
    // not a V2 signature of this text; try V1 below
  }
  try {
    if (await offlineTronWeb.trx.verifyMessage(TronWeb.toHex(message), sig, address)) return 'v1';
  } catch {
    // not a V1 signature either
  }
  return 'invalid';
}

export function tronAddressIsValid(address: string): boolean {
  return TronWeb.isAddress(address);
}
