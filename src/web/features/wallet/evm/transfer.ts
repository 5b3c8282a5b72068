import { getAddress, parseUnits, type Hash } from 'viem';
import { readContract } from 'viem/actions';
import {
  connect,
  getConnection,
  getConnectorClient,
  reconnect,
  switchChain,
  writeContract,
} from 'wagmi/actions';
import { WalletBalanceError, WalletLockedError, WrongChainError, WrongWalletError } from '../errors';
import { EVM_CHAINS, evmConfig, evmConnector } from './config';

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
  /** The connector the session signed in with, when it was a wallet sign-in. */
  connector?: string;
};

export type SentTransfer = { hash: string; from: string };

/**
 * The wallet's current account, without a prompt when it already authorised the site (wagmi
 * reconnects quietly); otherwise the wallet asks the user to connect, which signs nothing.
 */
async function connectedAccount(connectorId: string | undefined) {
  const config = evmConfig();
  const connector = evmConnector(connectorId);
  let connection = getConnection(config);
  if (connection.status !== 'connected') {
    await reconnect(config, { connectors: [connector] });
    connection = getConnection(config);
  }
  if (connection.status !== 'connected') {
    await connect(config, { connector });
    connection = getConnection(config);
  }
  const address = connection.address;
  if (!address || !connection.connector) throw new WalletLockedError();
  return { address: getAddress(address), connector: connection.connector, chainId: connection.chainId };
}

/** "Switch network" on the deposit screen: the wallet is asked to move to the token's chain. */
export async function switchWalletChain(chainId: number): Promise<void> {
  await onChain(chainId, getConnection(evmConfig()).chainId);
}

/** Puts the wallet on the token's chain, or says it cannot (a chain this app does not know). */
async function onChain(chainId: number | undefined, current: number | undefined) {
  if (chainId === undefined || chainId === current) return;
  if (!EVM_CHAINS.some((chain) => chain.id === chainId)) throw new WrongChainError();
  const config = evmConfig();
  await switchChain(config, { chainId: chainId as (typeof EVM_CHAINS)[number]['id'] });
  if (getConnection(config).chainId !== chainId) throw new WrongChainError();
}

export async function sendEvmTokenTransfer(transfer: EvmTransfer): Promise<SentTransfer> {
  const config = evmConfig();
  const { address: from, connector, chainId } = await connectedAccount(transfer.connector);
  // Checked right before the wallet is asked to sign: money sent from another address could not
  // be credited to this account.
  if (from.toLowerCase() !== transfer.expectedFrom.toLowerCase()) throw new WrongWalletError(from);
  await onChain(transfer.chainId, chainId);

  const token = getAddress(transfer.token);
  const value = parseUnits(transfer.amount, transfer.decimals);
  // Read the balance first, through the wallet: a transfer that would revert still costs gas.
  const client = await getConnectorClient(config, { connector, assertChainId: false });
  const balance = await readContract(client, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [from],
  });
  if (balance < value) throw new WalletBalanceError();

  const hash: Hash = await writeContract(config, {
    connector,
    address: token,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [getAddress(transfer.to), value],
    account: from,
  });
  return { hash, from };
}
