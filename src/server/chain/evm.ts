import {
  createPublicClient,
  erc20Abi,
  http,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  type Hex,
  type PublicClient,
} from 'viem';
import { ChainUnavailableError, type ChainBalance, type ChainReader, type ChainTransaction } from './types';

type Options = { rpcUrl: string; confirmations: number };

/**
 * ERC20 deposits read through a viem public client. No caching (cacheTime 0) and few retries:
 * a deposit check must see the chain as it is now, and a dead RPC should fail fast.
 */
export function createEvmReader({ rpcUrl, confirmations }: Options): ChainReader {
  const client: PublicClient = createPublicClient({
    transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }),
    cacheTime: 0,
  });
  const decimals = new Map<string, number>();

  async function ask<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) throw err;
      throw new ChainUnavailableError(`EVM RPC failed: ${what}`, { cause: err });
    }
  }

  async function readTransaction(hash: string): Promise<ChainTransaction> {
    let receipt;
    try {
      receipt = await ask('receipt', () => client.getTransactionReceipt({ hash: hash as Hex }));
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return { state: 'not_found' };
      throw err;
    }
    if (receipt.status !== 'success') return { state: 'failed', detail: 'reverted' };

    const [latest, block] = await Promise.all([
      ask('block number', () => client.getBlockNumber({ cacheTime: 0 })),
      ask('block', () => client.getBlock({ blockNumber: receipt.blockNumber })),
    ]);
    // Reorg guard: the block at that height must still be the one the receipt names.
    if (block.hash !== receipt.blockHash) return { state: 'not_found' };

    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map(
      (log) => ({
        contract: log.address.toLowerCase(),
        from: log.args.from.toLowerCase(),
        to: log.args.to.toLowerCase(),
        value: log.args.value,
      }),
    );
    const current = Number(latest - receipt.blockNumber + 1n);
    return {
      state: 'success',
      sender: receipt.from.toLowerCase(),
      blockNumber: Number(receipt.blockNumber),
      blockTime: new Date(Number(block.timestamp) * 1000),
      transfers,
      final: current >= confirmations,
      confirmations: { current: Math.min(current, confirmations), required: confirmations },
    };
  }

  async function tokenDecimals(contract: string): Promise<number> {
    const key = contract.toLowerCase();
    const known = decimals.get(key);
    if (known !== undefined) return known;
    const value = await ask('decimals', () =>
      client.readContract({ address: contract as Hex, abi: erc20Abi, functionName: 'decimals' }),
    );
    decimals.set(key, value);
    return value;
  }

  const latestBlock = async () =>
    Number(await ask('block number', () => client.getBlockNumber({ cacheTime: 0 })));

  /** Both reads at one block, so a proof of reserves names the block its figure is from. */
  async function balanceOf(address: string, token: string | null): Promise<ChainBalance> {
    const blockNumber = await ask('block number', () => client.getBlockNumber({ cacheTime: 0 }));
    const amount = token
      ? await ask('token balance', () =>
          client.readContract({
            address: token as Hex,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address as Hex],
            blockNumber,
          }),
        )
      : await ask('balance', () => client.getBalance({ address: address as Hex, blockNumber }));
    return { amount, decimals: token ? await tokenDecimals(token) : 18, block: Number(blockNumber) };
  }

  return { readTransaction, tokenDecimals, latestBlock, balanceOf };
}
