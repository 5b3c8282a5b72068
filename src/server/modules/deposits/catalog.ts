import { Big, plainDecimal } from '../../../core/money';
import {
  NETWORK_FAMILY,
  type DepositAddress,
  type DepositCurrency,
  type DepositNetwork,
} from '../../../core/schemas/deposit';
import { platformAddress, tokenContract } from '../../chain/addresses';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { coinById, coinMinimums, coinOnNetwork, coinsWithNetworks, type CoinRow } from './repo';

/** Which deposits the server can verify on-chain: tokens with a configured contract and reader. */
export function verifiableOnChain(config: Config, symbol: string, network: DepositNetwork): boolean {
  const family = NETWORK_FAMILY[network];
  if (family === 'btc' || !tokenContract(config, symbol, family)) return false;
  return family === 'evm' ? Boolean(config.evmRpcUrl) : Boolean(config.tronApiUrl);
}

/** Coins and their networks, as configured in the database (spec §3) and in the environment. */
export async function depositCurrencies(db: Db, config: Config): Promise<DepositCurrency[]> {
  const rows = await coinsWithNetworks(db);
  const byCoin = new Map<number, DepositCurrency>();
  for (const { coin, net } of rows) {
    const network = net.network as DepositNetwork;
    const family = NETWORK_FAMILY[network];
    if (!family) continue;
    let entry = byCoin.get(coin.id);
    if (!entry) {
      entry = {
        currency_id: coin.id,
        currency: coin.symbol,
        name: coin.name,
        decimals: coin.decimals,
        networks: [],
      };
      byCoin.set(coin.id, entry);
    }
    entry.networks.push({
      network,
      chain: family,
      min: plainDecimal(net.depositMin),
      address_configured: Boolean(platformAddress(config, family)),
      contract: tokenContract(config, coin.symbol, family),
      verification: verifiableOnChain(config, coin.symbol, network) ? 'chain' : 'operator',
    });
  }
  return [...byCoin.values()];
}

export type CoinNetwork = { coin: CoinRow; network: DepositNetwork; min: string };

/** A coin and one of its networks, or the refusal the user reads. */
export async function coinNetwork(db: Db, currencyId: number, network: DepositNetwork): Promise<CoinNetwork> {
  const row = await coinOnNetwork(db, currencyId, network);
  if (!row) {
    const coin = await coinById(db, currencyId);
    throw new AppError(coin ? 'errors.deposit_network_invalid' : 'errors.deposit_currency_invalid');
  }
  return { coin: row.coin, network, min: plainDecimal(row.net.depositMin) };
}

/**
 * A coin without a network (bank and quick deposits); its minimum is the lowest of its
 * networks' minimums. A coin with no deposit network cannot be deposited at all.
 */
export async function coinWithMinimum(db: Db, currencyId: number): Promise<{ coin: CoinRow; min: string }> {
  const rows = await coinMinimums(db, currencyId);
  if (rows.length === 0) throw new AppError('errors.deposit_currency_invalid');
  const min = rows.map((r) => new Big(r.min)).reduce((a, b) => (b.lt(a) ? b : a));
  return { coin: rows[0]!.coin, min: min.toFixed() };
}

/** The platform address for a coin and network, with what the web needs to send to it. */
export async function depositAddress(
  db: Db,
  config: Config,
  currencyId: number,
  network: DepositNetwork,
): Promise<DepositAddress> {
  const { coin, min } = await coinNetwork(db, currencyId, network);
  const family = NETWORK_FAMILY[network];
  const address = platformAddress(config, family);
  if (!address) throw new AppError('errors.deposit_address_missing');
  const contract = tokenContract(config, coin.symbol, family);
  return {
    currency_id: coin.id,
    currency: coin.symbol,
    network,
    chain: family,
    address,
    min,
    contract,
    token_decimals: contract ? 6 : null,
    chain_id: family === 'evm' ? config.evmChainId : null,
    tron_network: family === 'tron' ? config.tronNetwork : null,
    confirmations: family === 'evm' ? config.evmConfirmations : null,
    demo: config.localDemo,
  };
}
