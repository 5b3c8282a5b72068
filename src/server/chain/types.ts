/**
 * What a chain says about one transaction, in the same shape for EVM and TRON, so the deposit
 * rules (src/server/modules/deposits/rules.ts) are written once.
 */
export type TokenTransfer = {
  /** Token contract that emitted the Transfer event: EVM lower-case hex, TRON base58. */
  contract: string;
  from: string;
  to: string;
  /** Raw token units. */
  value: bigint;
};

export type ChainTransaction =
  | { state: 'not_found' }
  | { state: 'failed'; detail: string }
  | {
      state: 'success';
      /** The account that signed the transaction (EVM `from`, TRON owner_address). */
      sender: string;
      blockNumber: number;
      /** Block time, for matching a deposit intent's window. */
      blockTime: Date;
      transfers: TokenTransfer[];
      /** True when the transaction can no longer be undone (confirmations reached, solidified). */
      final: boolean;
      confirmations: { current: number; required: number } | null;
    };

export interface ChainReader {
  readTransaction(hash: string): Promise<ChainTransaction>;
  /** Token decimals as the contract reports them (USDT/USDC: 6). */
  tokenDecimals(contract: string): Promise<number>;
  /** EVM only: the newest block, to show how many confirmations a deposit has so far. */
  latestBlock?(): Promise<number>;
  /**
   * What an address holds now: of a token contract, or of the chain's own coin when `token` is
   * null (ETH in wei, TRX in sun). Proof of reserves reads the platform's addresses with it.
   */
  balanceOf(address: string, token: string | null): Promise<ChainBalance>;
}

/** A balance in the token's smallest unit, with its decimals and the block it was read at (when known). */
export type ChainBalance = { amount: bigint; decimals: number; block: number | null };

/** The chain could not be asked (RPC down, time-out): the user may retry; nothing is recorded. */
export class ChainUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChainUnavailableError';
  }
}
