import type { Config } from '../config';
import { createEvmReader } from './evm';
import { createTronReader } from './tron';
import type { ChainReader } from './types';

export type ChainReaders = { evm?: ChainReader; tron?: ChainReader };

/** A reader per chain family that has an API configured; without one, deposits wait for an operator. */
export function createChainReaders(config: Config): ChainReaders {
  return {
    evm: config.evmRpcUrl
      ? createEvmReader({ rpcUrl: config.evmRpcUrl, confirmations: config.evmConfirmations })
      : undefined,
    tron: config.tronApiUrl
      ? createTronReader({ apiUrl: config.tronApiUrl, apiKey: config.tronApiKey })
      : undefined,
  };
}
