import { TronWeb } from 'tronweb';
import {
  ChainUnavailableError,
  type ChainBalance,
  type ChainReader,
  type ChainTransaction,
  type TokenTransfer,
} from './types';

/** keccak256("Transfer(address,address,uint256)") — the topic TRC20 tokens emit, as TRON writes it. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

type Options = { apiUrl: string; apiKey?: string; fetchImpl?: typeof fetch };

/** The parts of TronGrid's answers we read (`gettransactioninfobyid`, `gettransactionbyid`). */
type TransactionInfo = {
  id?: string;
  blockNumber?: number;
  blockTimeStamp?: number;
  result?: string;
  receipt?: { result?: string };
  log?: { address: string; topics: string[]; data: string }[];
};
type Transaction = {
  txID?: string;
  ret?: { contractRet?: string }[];
  raw_data?: { contract?: { parameter?: { value?: { owner_address?: string } } }[] };
};

/** A TRON hex address (41…) or a log's 20-byte form (no 41) in base58. */
export const tronBase58 = (hex: string): string =>
  TronWeb.address.fromHex(hex.length === 40 ? `41${hex}` : hex) as string;
/** The 20-byte address at the end of a 32-byte topic, in base58. */
const topicAddress = (topic: string): string => tronBase58(topic.slice(-40));

/**
 * TRC20 deposits read from a TronGrid-compatible HTTP API. `walletsolidity` answers only for
 * solidified (final) transactions; until then the full node's answer lets us check the rules
 * and keep the deposit `confirming`.
 */
export function createTronReader({ apiUrl, apiKey, fetchImpl = fetch }: Options): ChainReader {
  const base = apiUrl.replace(/\/+$/, '');

  async function postJson<T>(path: string, body: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { 'TRON-PRO-API-KEY': apiKey } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ChainUnavailableError(`TRON API ${path} unreachable`, { cause: err });
    }
    if (!res.ok) throw new ChainUnavailableError(`TRON API ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  const isEmpty = (o: object) => Object.keys(o).length === 0;

  async function readTransaction(hash: string): Promise<ChainTransaction> {
    const solid = await postJson<TransactionInfo>('/walletsolidity/gettransactioninfobyid', { value: hash });
    const final = !isEmpty(solid) && solid.id !== undefined;
    const info = final
      ? solid
      : await postJson<TransactionInfo>('/wallet/gettransactioninfobyid', { value: hash });
    const tx = await postJson<Transaction>('/wallet/gettransactionbyid', { value: hash });
    if (isEmpty(tx) || !tx.txID || isEmpty(info) || info.id === undefined) return { state: 'not_found' };

    // FAILED / OUT_OF_ENERGY / REVERT still burn fees: only an explicit SUCCESS counts.
    const contractRet = tx.ret?.[0]?.contractRet;
    if (info.result === 'FAILED' || info.receipt?.result !== 'SUCCESS' || contractRet !== 'SUCCESS') {
      return { state: 'failed', detail: info.receipt?.result ?? contractRet ?? 'unknown' };
    }
    const owner = tx.raw_data?.contract?.[0]?.parameter?.value?.owner_address;
    if (!owner) return { state: 'failed', detail: 'no owner address' };

    const transfers: TokenTransfer[] = (info.log ?? [])
      .filter((log) => log.topics.length === 3 && log.topics[0]?.replace(/^0x/, '') === TRANSFER_TOPIC)
      .map((log) => ({
        contract: tronBase58(log.address.replace(/^0x/, '')),
        from: topicAddress(log.topics[1]!),
        to: topicAddress(log.topics[2]!),
        value: BigInt(`0x${log.data.replace(/^0x/, '') || '0'}`),
      }));
    return {
      state: 'success',
      sender: tronBase58(owner),
      blockNumber: info.blockNumber ?? 0,
      blockTime: new Date(info.blockTimeStamp ?? 0),
      transfers,
      final,
      confirmations: null,
    };
  }

  // USDT and USDC on TRON have 6 decimals; the configured contracts are those tokens.
  const tokenDecimals = async () => 6;

  /**
   * A TRC20 balance by a constant call of `balanceOf(address)` (the address as a 32-byte word,
   * without TRON's 41 prefix), or the account's TRX in sun. Solidified data: what cannot be undone.
   */
  async function balanceOf(address: string, token: string | null): Promise<ChainBalance> {
    if (!token) {
      const account = await postJson<{ balance?: number }>('/walletsolidity/getaccount', {
        address,
        visible: true,
      });
      return { amount: BigInt(account.balance ?? 0), decimals: 6, block: null };
    }
    const word = (TronWeb.address.toHex(address) as string).replace(/^41/, '').padStart(64, '0');
    const answer = await postJson<{
      constant_result?: string[];
      result?: { result?: boolean; message?: string };
    }>('/wallet/triggerconstantcontract', {
      owner_address: address,
      contract_address: token,
      function_selector: 'balanceOf(address)',
      parameter: word,
      visible: true,
    });
    const result = answer.constant_result?.[0];
    if (answer.result?.result !== true || result === undefined)
      throw new ChainUnavailableError(`TRON API balanceOf failed: ${answer.result?.message ?? 'no result'}`);
    return { amount: BigInt(`0x${result || '0'}`), decimals: await tokenDecimals(), block: null };
  }

  return { readTransaction, tokenDecimals, balanceOf };
}
