import { Big } from '../../../core/money';
import {
  BANK_NETWORK,
  type WithdrawalCurrency,
  type WithdrawNetwork,
} from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { allNetworkTerms, networkTerms } from './repo';

export const USDT_ID = 3;

export type NetworkLimits = { coin: string; decimals: number; min: string; fee: string };

/**
 * Minimum and fee per coin and network (seeded in coin_networks). A bank withdrawal pays out
 * USDT and uses the USDT TRC20 row: the cheapest USDT route, so the bank path costs no more.
 */
export async function limitsFor(db: Db, coinId: number, network: WithdrawNetwork): Promise<NetworkLimits> {
  if (network === BANK_NETWORK && coinId !== USDT_ID) throw new AppError('errors.withdraw_bank_usdt_only');
  const row = await networkTerms(db, coinId, network === BANK_NETWORK ? 'TRC20' : network);
  if (!row) throw new AppError('errors.withdraw_network_invalid');
  return row;
}

/** `wallet/withdrawal_currency`: every coin that can leave, its networks, minimum and fee. */
export async function withdrawalCurrencies(db: Db): Promise<WithdrawalCurrency[]> {
  const rows = await allNetworkTerms(db);
  const byCoin = new Map<number, WithdrawalCurrency>();
  for (const r of rows) {
    const coin = byCoin.get(r.id) ?? {
      currency_id: r.id,
      currency: r.symbol,
      decimals: r.decimals,
      networks: [],
    };
    const limits = { min: new Big(r.min).toFixed(), fee: new Big(r.fee).toFixed() };
    coin.networks.push({ network: r.network as WithdrawNetwork, ...limits });
    // A bank card pays out USDT on the TRC20 row's terms (see limitsFor).
    if (r.id === USDT_ID && r.network === 'TRC20') coin.networks.push({ network: BANK_NETWORK, ...limits });
    byCoin.set(r.id, coin);
  }
  return [...byCoin.values()];
}
