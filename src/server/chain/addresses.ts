import { isAddress } from 'viem';
import { TronWeb } from 'tronweb';
import type { ChainFamily } from '../../core/schemas/deposit';
import type { Config } from '../config';

/** Bitcoin (Omni rides on it): legacy/P2SH base58 or bech32/bech32m; a shape check, not a checksum. */
const BTC_BASE58 = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BTC_BECH32 = /^(bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})$/;

/** Is this a well-formed address on that chain family? */
export function addressIsValid(family: ChainFamily, address: string): boolean {
  switch (family) {
    case 'evm':
      // Mixed case must carry a valid EIP-55 checksum (it catches a mistyped character);
      // all-lower or all-upper hex has none to check.
      return /^0x([0-9a-f]{40}|[0-9A-F]{40})$/.test(address) || isAddress(address);
    case 'tron':
      return TronWeb.isAddress(address);
    case 'btc':
      return BTC_BASE58.test(address) || BTC_BECH32.test(address);
  }
}

/** The platform's receiving address for a chain family, or undefined when not configured. */
export const platformAddress = (config: Config, family: ChainFamily): string | undefined =>
  config.depositAddresses[family];

/** Token contracts the chain checks trust: USDT/USDC on ERC20 and TRC20; anything else has none. */
export function tokenContract(config: Config, symbol: string, family: ChainFamily): string | null {
  if (symbol !== 'USDT' && symbol !== 'USDC') return null;
  if (family === 'evm') return config.tokenContracts.evm[symbol];
  if (family === 'tron') return config.tokenContracts.tron[symbol];
  return null;
}

/** Addresses compare in one form: EVM lower-case hex, TRON base58 as written. */
export const sameAddress = (family: ChainFamily, a: string, b: string): boolean =>
  family === 'evm' ? a.toLowerCase() === b.toLowerCase() : a === b;
