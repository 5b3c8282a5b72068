import type { ReserveChain } from '../../../core/schemas/reserves';

/** The chain's name on an address card; keys written out so each stays findable. */
export const CHAIN_KEY: Record<ReserveChain, string> = {
  evm: 'reserves.chain.evm',
  tron: 'reserves.chain.tron',
  btc: 'reserves.chain.btc',
};
