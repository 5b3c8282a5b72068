import { parseUnits } from 'viem';
import { WalletBalanceError, WalletLockedError, WrongWalletError } from './errors';

/**
 * Sends a TRC20 deposit through the tronWeb that TronLink or TokenPocket injected: one
 * `transfer(to, amount)` on the token contract, nothing else (no approvals, no permission
 * updates). The app ships no tronweb of its own. Loaded only when the user taps "send".
 */
type TronContract = {
  balanceOf(owner: string): { call(): Promise<unknown> };
  transfer(to: string, amount: string): { send(options: { feeLimit: number }): Promise<unknown> };
};
export type InjectedTronWeb = {
  defaultAddress?: { base58?: string | false };
  contract(): { at(address: string): Promise<TronContract> };
};
export type TronWindow = {
  tronWeb?: InjectedTronWeb;
  tronLink?: { tronWeb?: InjectedTronWeb; request?(args: { method: string }): Promise<unknown> };
  tron?: { tronWeb?: InjectedTronWeb; request?(args: { method: string }): Promise<unknown> };
};

/** The most a transfer may burn for energy, in SUN (100 TRX); a USDT transfer needs far less. */
export const TRON_FEE_LIMIT_SUN = 100_000_000;

export type TronTransfer = {
  token: string;
  to: string;
  /** A decimal string in whole tokens. */
  amount: string;
  decimals: number;
  expectedFrom: string;
};

async function injectedTronWeb(w: TronWindow): Promise<InjectedTronWeb> {
  const connected = () => w.tronLink?.tronWeb ?? w.tron?.tronWeb ?? w.tronWeb;
  let tronWeb = connected();
  if (!tronWeb?.defaultAddress?.base58) {
    // Not connected yet: ask the wallet (TronLink's legacy call, or TIP-1193).
    if (w.tronLink?.request) await w.tronLink.request({ method: 'tron_requestAccounts' });
    else if (w.tron?.request) await w.tron.request({ method: 'eth_requestAccounts' });
    tronWeb = connected();
  }
  if (!tronWeb?.defaultAddress?.base58) throw new WalletLockedError();
  return tronWeb;
}

/** A uint256 as the injected tronWeb returns it (BigNumber, bigint, hex string, or `{balance}`). */
function toBigInt(value: unknown): bigint {
  const v =
    value && typeof value === 'object' && 'balance' in value
      ? (value as { balance: unknown }).balance
      : value;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  return BigInt(String((v as { toString(): string }).toString()));
}

export async function sendTronTokenTransfer(
  transfer: TronTransfer,
  w: TronWindow = window as unknown as TronWindow,
): Promise<{ hash: string; from: string }> {
  const tronWeb = await injectedTronWeb(w);
  const from = tronWeb.defaultAddress!.base58 as string;
  if (from !== transfer.expectedFrom) throw new WrongWalletError(from);
  const value = parseUnits(transfer.amount, transfer.decimals);
  const contract = await tronWeb.contract().at(transfer.token);
  if (toBigInt(await contract.balanceOf(from).call()) < value) throw new WalletBalanceError();
  const txid = await contract.transfer(transfer.to, value.toString()).send({ feeLimit: TRON_FEE_LIMIT_SUN });
  if (typeof txid !== 'string' || !/^[0-9a-fA-F]{64}$/.test(txid)) throw new Error('no transaction id');
  return { hash: txid.toLowerCase(), from };
}
