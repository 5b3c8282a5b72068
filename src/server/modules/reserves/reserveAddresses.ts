import { unitsToDecimal } from '../../../core/reserves/units';
import type { ReserveAddress, ReserveChain } from '../../../core/schemas/reserves';
import { addressIsValid, sameAddress } from '../../chain/addresses';
import type { ChainReaders } from '../../chain';
import { evmSignatureIsValid, tronSignatureCheck } from '../../chain/signatures';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { porAddresses } from '../../db/schema';

/*
 * The platform's reserve addresses: the configured deposit addresses and those an operator adds.
 * An address counts towards the reserves only when a message signed by its key proves the
 * platform holds it (EIP-191 on EVM, TIP-191 on TRON); a Bitcoin address is listed with the
 * operator's signature when one is given, unchecked here (no Bitcoin reader), and so unproven.
 */

/** What each address's key signs: the same words for every install, with the address itself. */
export const reserveMessage = (address: string) =>
  `Tradewind proof of reserves: the address ${address} belongs to Tradewind.`;

export type ReserveAddressRow = { chain: ReserveChain; address: string; signature: string | null };

/** What an address on a chain can hold that the platform owes: the chain's own coin and the tokens. */
export function assetsOn(chain: ReserveChain, config: Config): { symbol: string; token: string | null }[] {
  if (chain === 'evm')
    return [
      { symbol: 'ETH', token: null },
      { symbol: 'USDT', token: config.tokenContracts.evm.USDT },
      { symbol: 'USDC', token: config.tokenContracts.evm.USDC },
    ];
  if (chain === 'tron')
    return [
      { symbol: 'TRX', token: null },
      { symbol: 'USDT', token: config.tokenContracts.tron.USDT },
      { symbol: 'USDC', token: config.tokenContracts.tron.USDC },
    ];
  return [{ symbol: 'BTC', token: null }];
}

/** Whether `signature` is the address key's signature of its reserve message. */
export async function signatureProves(row: ReserveAddressRow, config: Config): Promise<boolean> {
  if (!row.signature) return false;
  const message = reserveMessage(row.address);
  if (row.chain === 'evm') return evmSignatureIsValid(row.address, message, row.signature, config.evmRpcUrl);
  if (row.chain === 'tron')
    return (await tronSignatureCheck(row.address, message, row.signature)) === 'valid';
  return false;
}

/** The configured deposit addresses, then the operator's, each once, with any signature given. */
export async function reserveAddresses(db: Db, config: Config): Promise<ReserveAddressRow[]> {
  const added = await db.select().from(porAddresses).orderBy(porAddresses.id);
  const configured = (['evm', 'tron', 'btc'] as const).flatMap((chain) => {
    const address = config.depositAddresses[chain];
    return address ? [{ chain, address }] : [];
  });
  const same = (a: { chain: ReserveChain; address: string }, b: typeof a) =>
    a.chain === b.chain && sameAddress(a.chain, a.address, b.address);
  const rows: ReserveAddressRow[] = configured.map((c) => ({
    ...c,
    signature: added.find((a) => same(a, c))?.signature ?? null,
  }));
  for (const a of added)
    if (!rows.some((r) => same(r, a)))
      rows.push({ chain: a.chain, address: a.address, signature: a.signature });
  return rows;
}

export type AddressReading = Omit<ReserveAddress, 'explorer_url'> & {
  /** Per coin symbol, in the coin's smallest unit as the ledger keeps it (rounded down). */
  units: Record<string, string>;
};

const scaleDown = (amount: bigint, from: number, to: number) =>
  to >= from ? amount * 10n ** BigInt(to - from) : amount / 10n ** BigInt(from - to);

/**
 * Reads every proven address's balances on its chain. An address that is unproven, on a chain
 * with no reader, or whose chain does not answer, is listed with `read: false` and counts nothing;
 * a coin whose read failed is left out of the address's balances (and so of the reserves).
 */
export async function readReserves(
  rows: readonly ReserveAddressRow[],
  deps: { config: Config; readers: ChainReaders; decimalsOf: (symbol: string) => number | undefined },
): Promise<AddressReading[]> {
  return Promise.all(
    rows.map(async (row): Promise<AddressReading> => {
      const proven = addressIsValid(row.chain, row.address) && (await signatureProves(row, deps.config));
      const base = { ...row, message: reserveMessage(row.address), proven };
      const reader = row.chain === 'btc' ? undefined : deps.readers[row.chain];
      if (!proven || !reader) return { ...base, balances: [], read: false, units: {} };
      const assets = assetsOn(row.chain, deps.config).filter((a) => deps.decimalsOf(a.symbol) !== undefined);
      // Each coin on its own: a token contract that is missing on this chain hides only that coin.
      const read = await Promise.all(
        assets.map((asset) => reader.balanceOf(row.address, asset.token).catch(() => null)),
      );
      const units: Record<string, string> = {};
      const balances: AddressReading['balances'] = [];
      assets.forEach((asset, i) => {
        const balance = read[i];
        if (!balance) return;
        const decimals = deps.decimalsOf(asset.symbol)!;
        const amount = scaleDown(balance.amount, balance.decimals, decimals);
        units[asset.symbol] = amount.toString();
        balances.push({
          symbol: asset.symbol,
          amount: unitsToDecimal(amount.toString(), decimals),
          block: balance.block,
        });
      });
      return { ...base, balances, read: balances.length > 0, units };
    }),
  );
}

/** Where a reader can look an address up; none for a local or unknown chain. */
export function explorerUrl(chain: ReserveChain, address: string, config: Config): string | null {
  if (chain === 'btc') return `https://mempool.space/address/${address}`;
  if (chain === 'tron') {
    const network = config.tronNetwork;
    return network === 'shasta' || network === 'nile'
      ? `https://${network}.tronscan.org/#/address/${address}`
      : `https://tronscan.org/#/address/${address}`;
  }
  const explorers: Record<number, string> = {
    1: 'https://etherscan.io',
    11155111: 'https://sepolia.etherscan.io',
    56: 'https://bscscan.com',
    137: 'https://polygonscan.com',
  };
  const base = explorers[config.evmChainId];
  return base ? `${base}/address/${address}` : null;
}
