import { createClient, custom, getAddress, parseUnits, type EIP1193Provider, type Hash } from 'viem';
import { getChainId, readContract, switchChain, writeContract } from 'viem/actions';
import { WalletBalanceError, WalletLockedError, WrongChainError, WrongWalletError } from './errors';

/**
 * Sends an ERC20 deposit from the injected wallet: one `transfer(to, amount)` on the token
 * contract, nothing else. Loaded only when the user taps "send from my wallet".
 *
 * The ABI's `transfer` has no outputs on purpose: mainnet USDT's returns nothing, and an ABI
 * that expects a bool makes simulating or decoding fail ("returned no data").
 */
export const TOKEN_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

export type EvmTransfer = {
  /** The token contract (USDT / USDC on the configured chain). */
  token: string;
  /** The platform's deposit address. */
  to: string;
  /** A decimal string in whole tokens, e.g. "25" or "10.5". */
  amount: string;
  decimals: number;
  /** The chain the token lives on; the wallet is asked to switch to it. Unknown: not checked. */
  chainId: number | undefined;
  /** The wallet linked to the account; another account in the wallet is refused before sending. */
  expectedFrom: string;
};

export type SentTransfer = { hash: string; from: string };

function injectedProvider(): EIP1193Provider {
  const provider = (window as Window & { ethereum?: EIP1193Provider }).ethereum;
  if (!provider) throw new Error('no injected EVM provider');
  return provider;
}

export async function sendEvmTokenTransfer(transfer: EvmTransfer): Promise<SentTransfer> {
  const provider = injectedProvider();
  const client = createClient({ transport: custom(provider) });
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[] | undefined;
  if (!accounts?.[0]) throw new WalletLockedError();
  const from = getAddress(accounts[0]);
  if (from.toLowerCase() !== transfer.expectedFrom.toLowerCase()) throw new WrongWalletError(from);

  if (transfer.chainId !== undefined && (await getChainId(client)) !== transfer.chainId) {
    await switchChain(client, { id: transfer.chainId });
    if ((await getChainId(client)) !== transfer.chainId) throw new WrongChainError();
  }

  const token = getAddress(transfer.token);
  const value = parseUnits(transfer.amount, transfer.decimals);
  // Read the balance first: a transfer that would revert still costs the user gas.
  const balance = await readContract(client, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [from],
  });
  if (balance < value) throw new WalletBalanceError();

  const hash: Hash = await writeContract(client, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [getAddress(transfer.to), value],
    account: from,
    // The chain was checked above; viem needs no chain object for a wallet-filled transaction.
    chain: null,
  });
  return { hash, from };
}
